/** What a text kept for other people shows where it named an erased person (mails, safety reports, notes and reasons). */
export const REMOVED_WORD = '[removed]';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A PostgreSQL regular expression matching any of these words (names, an email, a phone's
 * digits) as whole words, for `regexp_replace(…, pattern, REMOVED_WORD, 'gi')` and `~*`:
 * "Ann" is removed from "Ann said" but "Annual" stays. Null when there is no word.
 */
export function wholeWordsPattern(words: readonly string[]): string | null {
  const kept = words.map((word) => word.trim()).filter((word) => word.length > 0);
  return kept.length > 0 ? `\\m(${kept.map(escapeRegex).join('|')})\\M` : null;
}
