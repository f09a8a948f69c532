import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_HINT_LENGTH, API_KEY_PREFIX } from '../domain/api-key';

/** A new key's secret: `tm_` and 32 random bytes in base64url, shown once. */
export function newKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a secret: SHA-256 is enough for 256 random bits (no password to guess), and lets a call find its key by one lookup. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const secretHint = (secret: string): string => secret.slice(0, API_KEY_HINT_LENGTH);

/** Whether a bearer credential looks like one of ours before any lookup. */
export const looksLikeKey = (secret: string): boolean => secret.startsWith(API_KEY_PREFIX) && secret.length > API_KEY_HINT_LENGTH && secret.length <= 200;
