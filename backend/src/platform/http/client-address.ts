import { isIP } from 'node:net';

const MAPPED = '::ffff:';

/**
 * The caller's address as a person reads it: an IPv4 caller on a dual-stack socket shows as
 * `203.0.113.7`, not `::ffff:203.0.113.7`. For what is shown and stored for people to read
 * (sessions, API keys' last use).
 */
export function readableAddress(address: string | undefined): string | null {
  if (!address) return null;
  const ipv4 = address.toLowerCase().startsWith(MAPPED) ? address.slice(MAPPED.length) : address;
  return isIP(ipv4) === 4 ? ipv4 : address;
}
