import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type DinnersKey = keyof typeof en;

/** The texts of dinners' mails and calendar files in each language (the mails not listed there are still English only). */
export const dinnersMessages = new Translator<DinnersKey>({ en, fr });
