import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';

const SECRET = 'health-spec-session-secret-0123456789';

/** A correctly signed session cookie, so the session store is asked for it. */
function signedSessionCookie(sid: string): string {
  const signature = createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `tablemates.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  it('answers 200 with the database up and the version', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('is ready (GET /api/ready) once the database is up and migrated, and not while a migration is pending', async () => {
    expect((await t.http().get('/api/ready').expect(200)).body).toEqual({ status: 'ok', db: 'up', version: expect.any(String) });
    const [last] = await t.app.get(DataSource).query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1');
    await t.app.get(DataSource).query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      expect((await t.http().get('/api/ready').expect(503)).body).toMatchObject({ status: 'error', db: 'up', message: 'A database migration is pending.' });
      await t.http().get('/api/health').expect(200);
    } finally {
      await t.app.get(DataSource).query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [last.id, last.timestamp, last.name]);
    }
  });

  it('stays live (200, db down) while the database is unreachable, and is not ready (503) then', async () => {
    await t.app.get(DataSource).destroy();
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', db: 'down', version: expect.any(String) });
    const ready = await t.http().get('/api/ready').expect(503);
    expect(ready.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', status: 'error', db: 'down', message: 'The database is unreachable.' });
    expect(ready.headers['retry-after']).toBeDefined();
  });

  it('answers JSON without internals when the session store cannot reach the database', async () => {
    const res = await t.http().get('/api/auth/me').set('Cookie', signedSessionCookie('some-session-id'));
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String), error: expect.any(String) });
    expect(res.text).not.toMatch(/DataSource|Pool|at .*\.js/);
  });

  it('answers 503 on an API call that needs the unreachable database', async () => {
    const res = await t.http().post('/api/auth/check-email').send({ email: 'someone@example.ie' }).expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'The service is temporarily unavailable. Please try again shortly.', error: 'Service Unavailable' });
  });
});
