import { Translate, Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type MatchingKey = keyof typeof en;

/** The texts of matching's mails to couples, of its review of an admin's change to a dinner's groups, of why a couple or group is left out, and of its answers to the admin, in each language. */
export const matchingMessages = new Translator<MatchingKey>({ en, fr });

/** The matching catalogue in one reader's language. */
export type MatchingWords = Translate<MatchingKey>;
