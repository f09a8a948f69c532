import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  image?: string;
  build?: unknown;
  restart?: string;
  ports?: (string | { target: number; published?: string | number; host_ip?: string })[];
}

const compose = parse(readFileSync(join(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);

/**
 * The one service meant to be reached from other machines: the app, the users' way in (a TLS
 * proxy in front of it in production). Mailpit's inbox holds sign-in links and PostgreSQL holds
 * everything: they, and any service added later, publish on this machine only.
 */
const PUBLIC_SERVICES = ['app'];

/** A tag with a version number in it ('16-alpine', 'v1.27'), or a digest. */
const PINNED = /(:[^:/]*\d[^:/]*|@sha256:[0-9a-f]{64})$/;

/** The host address a published port listens on: '0.0.0.0' (every interface) when the mapping names none. */
function hostAddress(port: NonNullable<ComposeService['ports']>[number]): string {
  if (typeof port !== 'string') return port.host_ip ?? '0.0.0.0';
  const parts = port.split(':');
  return parts.length === 3 ? parts[0] : '0.0.0.0';
}

/** Issue 26 (operators): what docker compose publishes, runs and restarts. */
describe('docker-compose.yml', () => {
  it('publishes every port but the app on 127.0.0.1 only', () => {
    const exposed = services.flatMap(([name, service]) =>
      PUBLIC_SERVICES.includes(name)
        ? []
        : (service.ports ?? []).filter((port) => hostAddress(port) !== '127.0.0.1').map((port) => `${name}: ${JSON.stringify(port)}`),
    );
    expect(exposed).toEqual([]);
    expect(compose.services.mailpit.ports?.map(hostAddress)).toEqual(['127.0.0.1']);
  });

  it('pins every image to a version (a tag with a number, or a digest), never latest', () => {
    const unpinned = services.filter(([, service]) => service.image && (!PINNED.test(service.image) || service.image.endsWith(':latest')));
    expect(unpinned.map(([name, service]) => `${name}: ${service.image}`)).toEqual([]);
    for (const [name, service] of services) expect({ name, source: Boolean(service.image ?? service.build) }).toEqual({ name, source: true });
  });

  it('restarts the app (and every service) after a crash or a reboot', () => {
    expect(compose.services.app.restart).toMatch(/^(always|unless-stopped|on-failure(:\d+)?)$/);
    const without = services.filter(([, service]) => !service.restart || service.restart === 'no').map(([name]) => name);
    expect(without).toEqual([]);
  });
});
