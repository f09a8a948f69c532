import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, Language, localeOf } from './languages';

/** Values of a message's placeholders; dates and money arrive already formatted for the reader's locale. */
export type MessageValues = Record<string, string | number>;

/** Formats one key of a catalogue in the language it was made for: `t('dinners.reveal.subject', { city })`. */
export type Translate<Key extends string = string> = (key: Key, values?: MessageValues) => string;

/**
 * Formats the ICU MessageFormat messages of one set of catalogues (one JSON file per
 * language, e.g. a module's `application/messages/en.json` and `fr.json`), with
 * FormatJS's intl-messageformat: the syntax the client's react-intl reads, so a message
 * means the same on both sides. Typed by the English catalogue's keys, so a key used in code
 * and missing from a catalogue fails the typecheck; `npm run i18n:check` checks the rest
 * (the languages agree, every message parses, the placeholders match).
 */
export class Translator<Key extends string> {
  private readonly formats = new Map<string, IntlMessageFormat>();

  constructor(private readonly catalogues: Readonly<Record<Language, Readonly<Record<Key, string>>>>) {}

  /** The formatter of one reader's language. */
  in(language: Language): Translate<Key> {
    return (key, values) => this.format(language, key, values);
  }

  /** Whether the catalogues have the key: one read back from storage may be a key a later version dropped. */
  has(key: string): key is Key {
    return Object.hasOwn(this.catalogues[DEFAULT_LANGUAGE], key);
  }

  private format(language: Language, key: Key, values?: MessageValues): string {
    const id = `${language}:${key}`;
    let format = this.formats.get(id);
    if (!format) {
      // Parsed once per process: a reveal run formats the same few messages thousands of times.
      format = new IntlMessageFormat(this.catalogues[language][key], localeOf(language), undefined, { ignoreTag: true });
      this.formats.set(id, format);
    }
    return String(format.format(values));
  }
}
