import { authenticator } from 'otplib';
import { DataSource } from 'typeorm';
import { Tokens } from '../../src/modules/identity/application/tokens';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { ADMIN, ADMIN_ENV } from '../privacy/admin-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { outboxCount, sessionCookie } from './couple-accounts-kit';

/** Issue 46: any process reading the development outbox signed in as the demo admin in three requests. */
describe('admins and mailed links', () => {
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

  const adminId = async (): Promise<string> => (await t.app.get(DataSource).query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]))[0].id;
  const resetLink = async (): Promise<string> => {
    const id = await adminId();
    return (await t.app.get(UnitOfWork).run(() => t.app.get(Tokens).issue('password_reset', id, ADMIN.email))).token;
  };
  const NEW_PASSWORD = 'Chosen!From4Link';

  it('mails no password reset link to an admin without a second factor, and answers as for anyone', async () => {
    const forAdmin = await t.http().post('/api/auth/forgot-password').send({ email: ADMIN.email }).expect(200);
    const forNobody = await t.http().post('/api/auth/forgot-password').send({ email: 'nobody-here@example.ie' }).expect(200);
    expect(forAdmin.body).toEqual(forNobody.body);
    expect(await outboxCount(t, ADMIN.email)).toBe(0);
  });

  it('refuses a reset link of an admin without a second factor: choosing the password would be signing in by the link', async () => {
    const refused = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ email: ADMIN.email, token: await resetLink(), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
      .expect(400);
    expect(refused.body.message).toBe('Invalid or expired reset link. Please request a new one.');
    await t.http().post('/api/admin/login').send({ email: ADMIN.email, password: NEW_PASSWORD }).expect(401);
    await t.http().post('/api/admin/login').send(ADMIN).expect(200);
  });

  it('resets the password of an admin with a second factor by mail: the new password still asks for the code', async () => {
    const browser = t.agent();
    await browser.post('/api/admin/login').send(ADMIN).expect(200);
    const { secret } = (await browser.post('/api/admin/two-factor/enrolment').expect(200)).body;
    const code = authenticator.clone({ epoch: t.clock.now().getTime() }).generate(secret);
    await browser.post('/api/admin/two-factor/enrolment/confirm').send({ code }).expect(200);

    await t.http().post('/api/auth/forgot-password').send({ email: ADMIN.email }).expect(200);
    expect(await outboxCount(t, ADMIN.email)).toBe(1);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ email: ADMIN.email, token: await resetLink(), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
      .expect(200);
    const stranger = t.agent();
    const login = await stranger.post('/api/admin/login').send({ email: ADMIN.email, password: NEW_PASSWORD }).expect(200);
    expect(login.body.two_factor_required).toBe(true);
    expect((await stranger.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: false, isAdmin: false });
  });
});
