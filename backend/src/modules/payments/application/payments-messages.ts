import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type PaymentsKey = keyof typeof en;

/** The texts of payments' mails to couples in each language. */
export const paymentsMessages = new Translator<PaymentsKey>({ en, fr });
