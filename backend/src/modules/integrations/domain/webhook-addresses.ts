/**
 * Whether an IP address is one a webhook may be sent to in production: not loopback,
 * private, link-local, carrier-grade NAT, multicast, unspecified or reserved, in IPv4 or
 * IPv6 (IPv4-mapped IPv6 addresses are judged as their IPv4 address). Refusing them keeps a
 * registered URL from reaching the service's own network (server-side request forgery).
 */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicIpv4(mapped[1]);
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return isPublicIpv4(address);
  return isPublicIpv6(address.toLowerCase());
}

function isPublicIpv4(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this network, private, loopback, multicast and reserved
  if (a === 169 && b === 254) return false; // link-local (cloud metadata)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 192 && b === 0) return false; // IETF protocol assignments and TEST-NET-1
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  return true;
}

function isPublicIpv6(address: string): boolean {
  if (address === '::' || address === '::1') return false;
  const first = parseInt(address.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (address.startsWith('64:ff9b:') || address.startsWith('2001:db8:')) return false; // NAT64, documentation
  return true;
}

/** The checks on a URL's text: http(s) only, no credentials in it. Answers why not, or null. */
export function urlProblem(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'it must start with https:// or http://.';
  if (url.username || url.password) return 'it must not hold a user name or password.';
  return null;
}
