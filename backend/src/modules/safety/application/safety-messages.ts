import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type SafetyKey = keyof typeof en;

/** The texts of safety's mails to couples in each language. */
export const safetyMessages = new Translator<SafetyKey>({ en, fr });
