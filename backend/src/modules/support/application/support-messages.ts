import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type SupportKey = keyof typeof en;

/** The texts of support's mails to whoever wrote to us, in each language. */
export const supportMessages = new Translator<SupportKey>({ en, fr });
