import { DataSource } from 'typeorm';
import { Tokens } from '../../src/modules/identity/application/tokens';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { ADMIN, ADMIN_ENV } from '../privacy/admin-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { outboxCount, sessionCookie } from './couple-accounts-kit';

/** Issue 46: any process reading the development outbox signed in as the demo admin in three requests. */
describe('admins and magic links', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
  });
  afterAll(() => t.close());

  it("answers an admin's address as an unknown one and mails nothing", async () => {
    const forAdmin = await t.http().post('/api/auth/magic-link').send({ email: ADMIN.email }).expect(200);
    const forNobody = await t.http().post('/api/auth/magic-link').send({ email: 'nobody-here@example.ie' }).expect(200);
    expect(forAdmin.body).toEqual(forNobody.body);
    expect(await outboxCount(t, ADMIN.email)).toBe(0);
  });

  it('refuses a sign-in link of an admin account, which signs in with its password', async () => {
    const [admin] = await t.app.get(DataSource).query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]);
    const { token } = await t.app.get(UnitOfWork).run(() => t.app.get(Tokens).issue('magic_link', admin.id, ADMIN.email));
    const refused = await t.http().get('/api/auth/verify-magic-link').query({ token, email: ADMIN.email }).expect(400);
    expect(refused.body.message).toBe('Invalid or expired login link');
    expect(sessionCookie(refused)).toBeUndefined();
    await t.http().post('/api/admin/login').send(ADMIN).expect(200);
  });
});
