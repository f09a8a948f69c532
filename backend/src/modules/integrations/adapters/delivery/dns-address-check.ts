import { Injectable } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WebhookAddressCheck } from '../../application/webhook-sender';
import { AddressPolicy, bareHost } from './address-policy';

/** At registration: the URL's host resolved now, every address it has checked (sending checks again on connecting). */
@Injectable()
export class DnsAddressCheck extends WebhookAddressCheck {
  constructor(private readonly policy: AddressPolicy) {
    super();
  }

  async problemWith(url: URL): Promise<string | null> {
    const host = bareHost(url);
    if (!this.policy.checks(host)) return null;
    if (isIP(host) !== 0) return this.policy.problemWith(host);
    let addresses: { address: string }[];
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      return `its host ${host} cannot be resolved.`;
    }
    return addresses.map((entry) => this.policy.problemWith(entry.address)).find((problem) => problem !== null) ?? null;
  }
}
