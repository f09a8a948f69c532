import { Translator } from '../../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type IntegrationsKey = keyof typeof en;

/** The texts of the admins' mails about webhook endpoints, in each language. */
export const integrationsMessages = new Translator<IntegrationsKey>({ en, fr });
