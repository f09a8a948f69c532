/** The @MultiLine fields, by DTO prototype. */
const MULTI_LINE = new WeakMap<object, Set<string | symbol>>();

/** Line breaks and tabs, including the Unicode ones a mail header or a CSV cell would also split on. */
const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Marks a DTO field of free text that may span lines (a message, a review, a description).
 * Every other string field is single-line: a name, a subject or an address with a CR/LF
 * in it would end up in a mail header, a calendar line or a CSV cell.
 */
export function MultiLine(): PropertyDecorator {
  return (target, property) => {
    const fields = MULTI_LINE.get(target) ?? new Set();
    fields.add(property);
    MULTI_LINE.set(target, fields);
  };
}

/** Declared on the DTO's class or a class it extends. */
function isMultiLine(owner: object, property: string): boolean {
  for (let prototype: object | null = Object.getPrototypeOf(owner); prototype; prototype = Object.getPrototypeOf(prototype)) {
    if (MULTI_LINE.get(prototype)?.has(property)) return true;
  }
  return false;
}

/** The path of the first string with a line break outside a @MultiLine field, in a validated DTO (or a plain value). */
export function firstBrokenLine(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return LINE_BREAK.test(value) ? path || '(value)' : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (!Array.isArray(value) && isMultiLine(value, key)) continue;
    const found = firstBrokenLine(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
