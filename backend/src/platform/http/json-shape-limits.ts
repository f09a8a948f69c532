/** How deep and how wide a JSON body may be: far beyond any of our DTOs, far below what hurts. */
export const JSON_LIMITS = { maxDepth: 32, maxMembers: 2000 } as const;

export type JsonShapeViolation = 'too_deep' | 'too_many_members';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const SEPARATORS = new Set([0x2c, 0x3a]); // , :

/**
 * One pass over the raw bytes before `JSON.parse`: nesting depth and the number of members
 * (object keys and array elements, counted by their separators). A deeply nested body
 * otherwise overflows the stack in validation and a very wide one stalls the event loop;
 * both are refused here in microseconds. Bytes inside strings are skipped; UTF-8
 * continuation bytes are never ASCII, so scanning bytes is safe.
 */
export function jsonShapeViolation(bytes: Uint8Array, limits = JSON_LIMITS): JsonShapeViolation | undefined {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPEN.has(byte)) {
      if (++depth > limits.maxDepth) return 'too_deep';
    } else if (CLOSE.has(byte)) {
      depth--;
    } else if (SEPARATORS.has(byte) && ++members > limits.maxMembers) {
      return 'too_many_members';
    }
  }
  return undefined;
}
