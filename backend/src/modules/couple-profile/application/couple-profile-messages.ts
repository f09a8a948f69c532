import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type CoupleProfileKey = keyof typeof en;

/** What couple-profile says to the admins (its share of the housekeeping summary), in each language. */
export const coupleProfileMessages = new Translator<CoupleProfileKey>({ en, fr });
