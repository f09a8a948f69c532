/** Escapes LIKE/ILIKE wildcards so user text matches literally (default escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
