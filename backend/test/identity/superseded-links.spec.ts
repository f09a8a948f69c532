import { createTestApp, TestApp } from '../support/test-app';
import { linkFromOutbox, signupForm } from './couple-accounts-kit';

const EMAIL = 'newer-links@example.ie';
const REPLACED = { code: 'IDENTITY.SUPERSEDED_TOKEN', message: 'This link was replaced by a newer one. Use the latest email we sent you.' };

/** A link replaced by a newer one of its kind says so (410, its own code); used and expired links keep theirs. */
describe('superseded links', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: EMAIL, partner_email: null }))
      .expect(201);
  });
  afterAll(() => t.close());

  const tokenOf = async (path: string) => (await linkFromOutbox(t, EMAIL, path)).searchParams.get('token')!;

  it('magic link: the older link reads as replaced, the newer one signs in, then reads as used', async () => {
    await t.http().post('/api/auth/magic-link').send({ email: EMAIL }).expect(200);
    const older = await tokenOf('/verify-login');
    await t.http().post('/api/auth/magic-link').send({ email: EMAIL }).expect(200);
    const newer = await tokenOf('/verify-login');
    expect((await t.http().get('/api/auth/verify-magic-link').query({ token: older, email: EMAIL }).expect(410)).body).toMatchObject(REPLACED);
    await t.http().get('/api/auth/verify-magic-link').query({ token: newer, email: EMAIL }).expect(200);
    const used = await t.http().get('/api/auth/verify-magic-link').query({ token: newer, email: EMAIL }).expect(400);
    expect(used.body.code).toBe('IDENTITY.USED_TOKEN');
  });

  it('password reset: the older link reads as replaced, even once past its expiry; a lone expired link reads as expired', async () => {
    await t.http().post('/api/auth/forgot-password').send({ email: EMAIL }).expect(200);
    const older = await tokenOf('/reset-password');
    await t.http().post('/api/auth/forgot-password').send({ email: EMAIL }).expect(200);
    const newer = await tokenOf('/reset-password');
    t.clock.advance(2 * 3_600_000);
    expect((await t.http().post('/api/auth/reset-password').send({ email: EMAIL, token: older, password: 'NewDinner6!' }).expect(410)).body).toMatchObject(
      REPLACED,
    );
    const expired = await t.http().post('/api/auth/reset-password').send({ email: EMAIL, token: newer, password: 'NewDinner6!' }).expect(410);
    expect(expired.body).toMatchObject({ code: 'IDENTITY.EXPIRED_TOKEN', message: 'This password reset link has expired. Please request a new one.' });
  });

  it('an unknown link is invalid, with its own code', async () => {
    const res = await t.http().get('/api/auth/verify-magic-link').query({ token: 'made-up', email: EMAIL }).expect(400);
    expect(res.body.code).toBe('IDENTITY.INVALID_TOKEN');
  });
});
