import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type MatchingKey = keyof typeof en;

/** The texts of matching's mails to couples, and of its review of an admin's change to a dinner's groups, in each language. */
export const matchingMessages = new Translator<MatchingKey>({ en, fr });
