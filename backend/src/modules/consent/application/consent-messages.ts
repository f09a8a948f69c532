import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type ConsentKey = keyof typeof en;

/** The texts of the lists' mails to visitors (confirmation requests and welcomes), in each language. */
export const consentMessages = new Translator<ConsentKey>({ en, fr });
