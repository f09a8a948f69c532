import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme. */
export const SIGNATURE_HEADER = 'Tablemates-Signature';
/** How far a receiver should let a signature's time be from its own clock (documented; replays older than this are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * The documented check, as a receiver writes it (docs/api-for-integrators.md has it in Node
 * and Python): the time within the tolerance, and one `v1` equal to the HMAC of "t.body".
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
