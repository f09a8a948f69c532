import { createHash, randomBytes } from 'node:crypto';

/** A random single-use token for an unsubscribe link; only its hash is stored. */
export function createUnsubscribeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashUnsubscribeToken(token) };
}

export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
