/**
 * '1 couple', '3 couples', '0 replies': a count with its noun in the right number, for the admin
 * console (English only). Translated screens use ICU plural messages instead: `common.spotsLeft`.
 */
export const countOf = (count: number, noun: string, plural = `${noun}s`) => `${count} ${count === 1 ? noun : plural}`;
