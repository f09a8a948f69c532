import { DataSource } from 'typeorm';
import { prepareApp } from '../../src/bootstrap';
import { AppConfig } from '../../src/platform/config/app-config';
import { createTestApp, TestApp } from '../support/test-app';

describe('admin bootstrap from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'Boss@Tablemates.ie', ADMIN_PASSWORD: 'first-password-123' }, prepare: true });
  });
  afterAll(() => t.close());

  const adminRow = async () =>
    (await t.app.get(DataSource).query(`SELECT email, is_admin, email_verified, password_hash FROM users WHERE email = 'boss@tablemates.ie'`))[0];

  it('creates the admin at start-up, email lower-cased and verified', async () => {
    expect(await adminRow()).toMatchObject({ email: 'boss@tablemates.ie', is_admin: true, email_verified: true });
  });

  it('updates the password on a later start, without a second user', async () => {
    const before = (await adminRow()).password_hash;
    const config = AppConfig.fromEnvironment(
      { NODE_ENV: 'test', BCRYPT_COST: '4', ADMIN_EMAIL: 'boss@tablemates.ie', ADMIN_PASSWORD: 'second-password-456' },
      { databaseUrl: t.database.target.url },
    );
    expect(await prepareApp(t.app, config)).toMatchObject({ adminBootstrap: 'updated' });
    expect((await adminRow()).password_hash).not.toBe(before);
    const [{ count }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM users`);
    expect(count).toBe(1);
  });
});

describe('session endpoints when signed out', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/auth/me answers 401 in the error shape', async () => {
    const res = await t.http().get('/api/auth/me').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Not authenticated. Please log in.', error: 'Unauthorized' });
  });

  it('GET /api/admin/status reads not authenticated', async () => {
    const res = await t.http().get('/api/admin/status').expect(200);
    expect(res.body).toEqual({ isAuthenticated: false, isAdmin: false });
  });
});
