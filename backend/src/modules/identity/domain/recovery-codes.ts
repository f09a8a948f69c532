/** Ten one-use recovery codes per admin, shown once at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be confused when read aloud or typed (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A code of two groups of five characters (about 49 bits), from ten random bytes. */
export function formatRecoveryCode(randomBytes: Uint8Array): string {
  const characters = Array.from(randomBytes.slice(0, 10), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5, 10)}`;
}

/** What is hashed and compared: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
