import { Injectable } from '@nestjs/common';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { AppConfig } from '../../../../platform/config/app-config';
import { isPublicAddress } from '../../domain/webhook-addresses';

/** The host as the address check compares it: lower case, an IPv6 literal without its brackets. */
export const bareHost = (url: URL): string => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * Where webhooks may go: in production (WEBHOOK_PRIVATE_ADDRESSES=auto) or with `refuse`,
 * only to public addresses, except the hosts of WEBHOOK_ALLOWED_HOSTS (a receiver on the
 * private network on purpose); with `allow` (development and tests by default) anywhere.
 */
@Injectable()
export class AddressPolicy {
  constructor(private readonly config: AppConfig) {}

  get refusesPrivate(): boolean {
    const setting = this.config.get('webhookPrivateAddresses');
    return setting === 'refuse' || (setting === 'auto' && this.config.isProduction);
  }

  checks(host: string): boolean {
    return this.refusesPrivate && !this.config.get('webhookAllowedHosts').includes(host);
  }

  /** Why an address may not be used, or null. */
  problemWith(address: string): string | null {
    return isPublicAddress(address) ? null : `it resolves to ${address}, a private, loopback or link-local address.`;
  }

  /** A DNS lookup for the connection itself that refuses a private address: what is checked is what is connected to (no rebinding in between). */
  checkedLookup(host: string): LookupFunction {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const refused = this.checks(host) ? addresses.map((entry) => this.problemWith(entry.address)).find(Boolean) : null;
        if (refused) return callback(Object.assign(new Error(`Refused: ${refused}`), { code: 'EADDRREFUSED' }), '', 0);
        if ((options as { all?: boolean }).all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      });
    };
  }

  /** An IP literal in the URL is connected to without a lookup: checked here. */
  literalProblem(host: string): string | null {
    return isIP(host) !== 0 && this.checks(host) ? this.problemWith(host) : null;
  }
}
