import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type IdentityKey = keyof typeof en;

/** The texts of identity's mails in each language. */
export const identityMessages = new Translator<IdentityKey>({ en, fr });
