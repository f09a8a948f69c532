import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import { db } from '../dinners/dinner-fixtures';
import { lastRun, tick } from './run-job';

const DAY = 86_400_000;

/** The hourly housekeeping run deletes what is past its date in every module, and nothing else. */
describe('housekeeping', () => {
  let app: TestApp;
  const now = new Date('2026-11-23T10:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const count = async (table: string): Promise<number> => (await db(app).query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  beforeAll(async () => {
    app = await createTestApp({ now });
    const userId = randomUUID();
    await db(app).query(`INSERT INTO users (id, email, first_name, role) VALUES ($1, 'keep@example.ie', 'Keep', 'primary')`, [userId]);
    const session = (sid: string, expire: Date, idleExpire = expire) =>
      db(app).query(`INSERT INTO sessions (sid, sess, expire, idle_expire, user_id) VALUES ($1, '{}', $2, $3, $4)`, [sid, expire, idleExpire, userId]);
    await session('expired', ago(1));
    await session('idle', ago(-3), ago(1));
    await session('live', ago(-1));
    await db(app).query(
      `INSERT INTO sign_in_attempts (key, failures, last_failure_at) VALUES ('account:quiet@example.ie', 3, $1), ('account:recent@example.ie', 2, $2)`,
      [ago(2), ago(0.5)],
    );
    const token = (hash: string, expiresAt: Date) =>
      db(app).query(
        `INSERT INTO auth_tokens (purpose, subject_id, email, token_hash, expires_at) VALUES ('email_verification', $1, 'keep@example.ie', $2, $3)`,
        [userId, hash.padEnd(64, '0'), expiresAt],
      );
    await token('a', ago(2));
    await token('b', ago(-1));
    await db(app).query(`INSERT INTO rate_limits (key, hits, expires_at) VALUES ('login:old', 3, $1), ('login:live', 1, $2)`, [ago(1), ago(-1)]);
    const mail = (status: string, createdAt: Date) =>
      db(app).query(`INSERT INTO mail_outbox (recipient, subject, text, html, status, created_at) VALUES ('a@example.ie', 's', 't', 'h', $1, $2)`, [
        status,
        createdAt,
      ]);
    await mail('sent', ago(31));
    await mail('failed', ago(40));
    await mail('pending', ago(40));
    await mail('sent', ago(2));
    await db(app).query(`INSERT INTO partial_signups (email, data, updated_at) VALUES ('gone@example.ie', '{}', $1), ('recent@example.ie', '{}', $2)`, [
      ago(31),
      ago(3),
    ]);
    const waitlist = (email: string, joinedAt: Date) =>
      db(app).query(`INSERT INTO waitlist_entries (email, city, joined_at, consent_text, unsubscribe_token_hash) VALUES ($1, 'Dublin', $2, 'I agree', $3)`, [
        email,
        joinedAt,
        randomUUID().replace(/-/g, ''),
      ]);
    await waitlist('early@example.ie', new Date('2025-09-01T00:00:00Z'));
    await waitlist('recent@example.ie', ago(30));
  });
  afterAll(() => app.close());

  it('deletes expired and idle sessions, tokens and counters, quiet sign-in attempt streaks, old delivered mails, abandoned sign-ups and waitlist entries past their retention', async () => {
    expect(await tick(app, 'platform.housekeeping')).toBe('ran');
    const { outcome, summary } = await lastRun(app, 'platform.housekeeping');
    expect(outcome).toBe('succeeded');
    // Modules register their share in start-up order: the parts, not their order, are the contract.
    expect(
      summary
        ?.replace(/^deleted /, '')
        .split(', ')
        .sort(),
    ).toEqual([
      '1 abandoned partial sign-ups',
      '1 expired rate-limit counters',
      '1 expired tokens',
      '1 quiet sign-in attempt streaks',
      '1 waitlist entries past their retention',
      '2 expired sessions',
      '2 old outbox mails',
    ]);
    expect(await db(app).query('SELECT sid FROM sessions')).toEqual([{ sid: 'live' }]);
    expect(await count('auth_tokens')).toBe(1);
    expect(await db(app).query('SELECT key FROM sign_in_attempts')).toEqual([{ key: 'account:recent@example.ie' }]);
    expect(await db(app).query('SELECT key FROM rate_limits')).toEqual([{ key: 'login:live' }]);
    expect((await db(app).query('SELECT status FROM mail_outbox ORDER BY status')).map((row: { status: string }) => row.status)).toEqual(['pending', 'sent']);
    expect(await db(app).query('SELECT email FROM partial_signups')).toEqual([{ email: 'recent@example.ie' }]);
    expect(await db(app).query('SELECT email FROM waitlist_entries')).toEqual([{ email: 'recent@example.ie' }]);
  });
});
