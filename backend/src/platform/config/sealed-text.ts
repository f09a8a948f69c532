import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a sealed value starts with: the format's version, so a stored value says how to open it. */
export const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a short secret for storage with AES-256-GCM under a 32-byte key (derivedKey),
 * bound to `context` (the row it belongs to, as additional data): a value copied to another
 * row does not open there. `v1.` + base64url(iv | tag | ciphertext).
 */
export function sealText(key: Buffer, text: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const encrypted = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The text `sealText` sealed; throws when the key or the context is not the one it was sealed with, or the value was changed. */
export function openText(key: Buffer, sealed: string, context: string): string {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('Not a sealed value');
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
