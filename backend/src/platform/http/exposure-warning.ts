import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config/app-config';
import { isLoopbackAddress } from './loopback';

/** The warning printed at start when a development app can be reached from the network; null otherwise. */
export function exposureWarning(config: AppConfig, address: AddressInfo | string | null): string | null {
  if (config.isProduction || address === null || typeof address === 'string' || isLoopbackAddress(address.address)) return null;
  const outbox = config.get('smtpUrl')
    ? ''
    : config.get('devOutbox') === 'open'
      ? ' DEV_OUTBOX=open: the dev outbox and its sign-in links are open to them too.'
      : ' The dev outbox answers this machine only.';
  return `Warning: development mode, listening on ${address.address} port ${address.port}: anyone who can reach this port can use the demo accounts and development defaults.${outbox} Use NODE_ENV=production for a shared instance.`;
}
