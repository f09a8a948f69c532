import { createHash, randomBytes } from 'node:crypto';

/** What `randomBytes(32).toString('base64url')` gives: anything else a browser sends is ignored. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

/** The browser's token when it holds a well-formed one, else a new random one. */
export function browserTokenOrNew(sent: string | undefined): string {
  return sent !== undefined && TOKEN_SHAPE.test(sent) ? sent : randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked table binds no browser's cookie. */
export function hashBrowserToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
