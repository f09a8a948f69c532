import { DataSource } from 'typeorm';
import { PostgresThrottlerStorage } from '../../src/platform/rate-limit/postgres-throttler-storage';
import { createTestApp, TestApp } from '../support/test-app';

describe('PostgresThrottlerStorage', () => {
  let t: TestApp;
  let storage: PostgresThrottlerStorage;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-12-01T12:00:00Z') });
    storage = new PostgresThrottlerStorage(t.app.get(DataSource), t.clock);
  });
  afterAll(() => t.close());

  it('counts hits in a window and blocks past the limit', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await storage.increment('login:1.2.3.4', 60_000, 3));
    expect(results.map((r) => r.totalHits)).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.isBlocked)).toEqual([false, false, false, true]);
    expect(results[3].timeToExpire).toBe(60);
  });

  it('starts a new window once the old one has ended', async () => {
    t.clock.advance(61_000);
    const record = await storage.increment('login:1.2.3.4', 60_000, 3);
    expect(record).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('keeps separate counters per key', async () => {
    expect((await storage.increment('login:5.6.7.8', 60_000, 3)).totalHits).toBe(1);
  });

  it('deletes expired counters', async () => {
    t.clock.advance(120_000);
    expect(await storage.deleteExpired(t.clock.now())).toBeGreaterThan(0);
    const [{ count }] = await t.app.get(DataSource).query('SELECT count(*)::int AS count FROM rate_limits');
    expect(count).toBe(0);
  });
});
