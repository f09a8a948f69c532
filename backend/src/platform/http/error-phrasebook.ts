import { MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { Language } from '../../kernel/languages';
import { Translator } from '../../kernel/translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

type PhraseKey = keyof typeof en;

/** An English phrase as a pattern that reads its placeholders' values back out of a message. */
interface Phrase {
  key: PhraseKey;
  pattern: RegExp;
  names: string[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Only literal text and plain `{name}` placeholders can be read back; anything else is not a phrase. */
function phraseOf(key: PhraseKey, english: string): Phrase {
  const names: string[] = [];
  const parts = parse(english).map((element: MessageFormatElement) => {
    if (element.type === TYPE.literal) return escaped(element.value);
    if (element.type !== TYPE.argument) throw new Error(`${key}: an error phrase has only plain placeholders`);
    names.push(element.value);
    return '(.+?)';
  });
  return { key, pattern: new RegExp(`^${parts.join('')}$`, 's'), names };
}

/**
 * The API's refusals in the reader's language. The modules say what went wrong in English
 * (the specs' texts, which the API answers word for word by default); this phrasebook knows
 * each English phrase, keyed by the error's code (`DINNERS.FULL`, or `CODE.variant` when one
 * code has several phrases; `HTTP.*` for answers without a code; `FIELDS.*` for the form
 * fields' messages written for people), and how it reads in French.
 * A phrase's values (a city, a date) are read back out of the English message. A message the
 * phrasebook does not know stays in English.
 */
export class ErrorPhrasebook {
  private readonly phrases: Phrase[];
  private readonly translator = new Translator<PhraseKey>({ en, fr });

  constructor() {
    this.phrases = (Object.keys(en) as PhraseKey[]).map((key) => phraseOf(key, en[key]));
  }

  /** The message in `language`, given the error's code (if it has one) and its English text. */
  translate(language: Language, code: string | undefined, message: string): string {
    if (language === 'en') return message;
    for (const phrase of this.phrases) {
      if (!this.mayWord(phrase.key, code)) continue;
      const match = phrase.pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(phrase.names.map((name, index) => [name, match[index + 1]]));
      return this.translator.in(language)(phrase.key, values);
    }
    return message;
  }

  /** An error's own phrases (or the HTTP ones, for an answer without a code), and the form fields' phrases for every error. */
  private mayWord(key: PhraseKey, code: string | undefined): boolean {
    if (key.startsWith('FIELDS.')) return true;
    return code ? key === code || key.startsWith(`${code}.`) : key.startsWith('HTTP.');
  }
}
