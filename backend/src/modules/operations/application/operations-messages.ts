import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type OperationsKey = keyof typeof en;

/** The texts of the admins' mails about scheduled jobs, in each language. */
export const operationsMessages = new Translator<OperationsKey>({ en, fr });
