import { ENGLISH, type MessageId } from './catalogues';
import { useT } from './use-t';

/**
 * Texts that travel in English (option values the API takes, the forms' validation messages)
 * and are shown in the reader's language: the catalogue holds each under `prefix`, with the
 * text itself as its English, so the key is found by the English text. A text without a key
 * (a server's, already in the reader's language) is shown as it is.
 */
export function englishLookup(prefix: string): ReadonlyMap<string, MessageId> {
  return new Map((Object.entries(ENGLISH) as [MessageId, string][]).filter(([key]) => key.startsWith(prefix)).map(([key, english]) => [english, key]));
}

/** `(english) => the same text in the reader's language`, through a lookup made by `englishLookup`. */
export function useInReaderLanguage(lookup: ReadonlyMap<string, MessageId>): (english: string) => string {
  const t = useT();
  return (english) => {
    const key = lookup.get(english);
    return key ? t(key) : english;
  };
}
