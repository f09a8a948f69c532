import { Translator } from '../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type JobsKey = keyof typeof en;

/** The platform's own jobs described, and their runs summarized, for the admins in each language. */
export const jobsMessages = new Translator<JobsKey>({ en, fr });
