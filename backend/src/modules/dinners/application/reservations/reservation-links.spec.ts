import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../../../platform/config/app-config';
import { ReservationLinks } from './reservation-links';

const NOW = new Date('2026-12-01T12:00:00Z');

/** Issue 46: without SESSION_SECRET the key was a constant of the source, and a link forged with it (far-future expiry) was accepted. */
describe('ReservationLinks without SESSION_SECRET', () => {
  const links = (dataDir: string) => new ReservationLinks(AppConfig.fromEnvironment({ NODE_ENV: 'development', DATA_DIR: dataDir }));

  it('refuses a link signed with the key the source used to hold', () => {
    const oldKey = createHmac('sha256', 'tablemates-development-only-reservation-links').update('restaurant-reservation-links').digest();
    const payload = `00000000-0000-4000-8000-000000000001.1.${Math.floor(Date.UTC(2099, 0, 1) / 1000)}`;
    const forged = `${payload}.${createHmac('sha256', oldKey).update(payload).digest('base64url')}`;
    expect(() => links(mkdtempSync(join(tmpdir(), 'tm-links-'))).verify(forged, NOW)).toThrow('not valid');
  });

  it('signs with the data directory’s own key: its links hold across restarts, not in another directory', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tm-links-'));
    const token = links(dataDir).token('00000000-0000-4000-8000-000000000001', 3, new Date('2026-12-05T19:00:00Z'));
    expect(links(dataDir).verify(token, NOW)).toEqual({ reservationId: '00000000-0000-4000-8000-000000000001', revision: 3 });
    expect(() => links(mkdtempSync(join(tmpdir(), 'tm-links-'))).verify(token, NOW)).toThrow('not valid');
  });
});
