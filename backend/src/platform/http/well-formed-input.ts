import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-error-body';

const NUL_IN_URL = /%00/i;
/**
 * C0 control characters other than tab, newline and carriage return, and lone surrogates (in
 * unicode mode a surrogate pair is one code point, so only a lone one matches).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNUSABLE_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;

/**
 * A string no layer below can handle: a lone UTF-16 surrogate (`"\ud800"` is valid JSON but
 * not valid text: URL encoding throws on it, PostgreSQL refuses it), a NUL character
 * (PostgreSQL text cannot hold one) or another control character (no form has a use for
 * one, and stored it would end up in mails and exports).
 */
export function isUnusableString(value: string): boolean {
  return UNUSABLE_CHARACTER.test(value);
}

/** The path (`guests.0.email`, `[key]` for a bad key) of the first unusable string in a parsed value. */
export function firstUnusableString(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnusableString(value) ? path || '(body)' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (isUnusableString(key)) return `${path ? `${path}.` : ''}[key]`;
    const found = firstUnusableString(child, childPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses unusable strings in the body and query with a 400 naming the field, and a NUL
 * anywhere in the URL, before any handler, mailer or query sees them. Runs after the body
 * parsers, whose depth limit bounds the walk.
 */
export function wellFormedInput(req: Request, res: Response, next: NextFunction): void {
  if (NUL_IN_URL.test(req.originalUrl)) {
    res.status(400).json(errorBody(400, 'The address contains an invalid character.'));
    return;
  }
  const field = firstUnusableString(req.body) ?? firstUnusableString(req.query);
  if (!field) return next();
  const message = `${field} contains invalid characters`;
  res.status(400).json(errorBody(400, message, { fields: { [field]: [message] } }));
}
