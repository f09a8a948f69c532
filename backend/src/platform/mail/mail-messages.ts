import { Translator } from '../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The words of the mails' common layout (the button's line, the sign-off), in each language. */
export const mailMessages = new Translator<keyof typeof en>({ en, fr });
