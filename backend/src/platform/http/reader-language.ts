import { DEFAULT_LANGUAGE, isLanguage, Language } from '../../kernel/languages';

/**
 * The language an answer is written in, from the request's Accept-Language header (the client
 * sends the language its pages are shown in): the most preferred one we write, else English.
 */
export function readerLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag, ...parameters] = entry.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.split('-')[0].trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.language))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const first = ranked[0]?.language;
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
