import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The texts of identity's mails in each language (the account mails not listed there are still English only). */
export const identityMessages = new Translator<keyof typeof en>({ en, fr });
