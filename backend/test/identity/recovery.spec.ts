import { createTestApp, TestApp } from '../support/test-app';
import { linkFromOutbox, outboxCount, signupForm } from './couple-accounts-kit';

const MEMBER = { email: 'recover@example.ie', password: 'Dinner4Two!' };

describe('magic-link sign-in and password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: MEMBER.email, partner_email: null }))
      .expect(201);
  });
  afterAll(() => t.close());

  describe('magic link', () => {
    async function requestLink(): Promise<URL> {
      const res = await t.http().post('/api/auth/magic-link').send({ email: 'Recover@Example.ie' }).expect(200);
      expect(res.body.message).toMatch(/sign-in link/);
      return linkFromOutbox(t, MEMBER.email, '/verify-login');
    }

    it('emails a link to /verify-login that signs in once and verifies the email', async () => {
      const link = await requestLink();
      expect(link.searchParams.get('email')).toBe(MEMBER.email);
      const browser = t.agent();
      const res = await browser
        .get('/api/auth/verify-magic-link')
        .query({ token: link.searchParams.get('token'), email: link.searchParams.get('email') })
        .expect(200);
      expect(res.body).toMatchObject({ redirectTo: '/dashboard', message: 'Login successful', user: { email: MEMBER.email, email_verified: true } });
      await browser.get('/api/auth/me').expect(200);
      const reused = await t
        .http()
        .get('/api/auth/verify-magic-link')
        .query({ token: link.searchParams.get('token'), email: MEMBER.email })
        .expect(400);
      expect(reused.body.message).toBe('This login link has already been used. Please request a new one.');
    });

    it('expires after 15 minutes', async () => {
      const link = await requestLink();
      t.clock.advance(15 * 60_000 + 1000);
      const res = await t
        .http()
        .get('/api/auth/verify-magic-link')
        .query({ token: link.searchParams.get('token'), email: MEMBER.email })
        .expect(410);
      expect(res.body.message).toBe('This login link has expired. Please request a new one.');
    });

    it('refuses a token with another email, or missing parts', async () => {
      const link = await requestLink();
      const res = await t
        .http()
        .get('/api/auth/verify-magic-link')
        .query({ token: link.searchParams.get('token'), email: 'other@example.ie' })
        .expect(400);
      expect(res.body.message).toBe('Invalid or expired login link');
      await t
        .http()
        .get('/api/auth/verify-magic-link')
        .query({ token: link.searchParams.get('token') })
        .expect(400);
      await t.http().get('/api/auth/verify-magic-link').query({ email: MEMBER.email }).expect(400);
    });

    it('answers an unknown email like a known one, sending nothing; 400 for a malformed one', async () => {
      await t.http().post('/api/auth/magic-link').send({ email: 'ghost@example.ie' }).expect(200);
      expect(await outboxCount(t, 'ghost@example.ie')).toBe(0);
      await t.http().post('/api/auth/magic-link').send({ email: 'ghost' }).expect(400);
    });
  });

  describe('password reset', () => {
    it('POST /api/auth/forgot-password answers an unknown email like a known one, sending nothing', async () => {
      const res = await t.http().post('/api/auth/forgot-password').send({ email: 'ghost@example.ie' }).expect(200);
      expect(res.body).toEqual({ message: 'If an account exists for this email, a password reset link is on its way. It expires in 1 hour.' });
      expect(await outboxCount(t, 'ghost@example.ie')).toBe(0);
    });

    it('answers 400 for a missing or malformed email', async () => {
      await t.http().post('/api/auth/forgot-password').send({}).expect(400);
      await t.http().post('/api/auth/forgot-password').send({ email: 'nope' }).expect(400);
    });

    it('resets the password with the emailed link, once, and signs out other sessions', async () => {
      const signedIn = t.agent();
      await signedIn.post('/api/auth/login').send(MEMBER).expect(200);
      const res = await t.http().post('/api/auth/forgot-password').send({ email: 'RECOVER@example.ie' }).expect(200);
      expect(res.body.message).toBe('If an account exists for this email, a password reset link is on its way. It expires in 1 hour.');
      const link = await linkFromOutbox(t, MEMBER.email, '/reset-password');
      expect(link.searchParams.get('email')).toBe(MEMBER.email);
      const token = link.searchParams.get('token');

      const done = await t.http().post('/api/auth/reset-password').send({ email: MEMBER.email, token, password: 'NewDinner5!' }).expect(200);
      expect(done.body.message).toMatch(/password has been reset/);
      await signedIn.get('/api/auth/me').expect(401);
      await t.http().post('/api/auth/login').send(MEMBER).expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ ...MEMBER, password: 'NewDinner5!' })
        .expect(200);

      const reused = await t.http().post('/api/auth/reset-password').send({ email: MEMBER.email, token, password: 'Another6!x' }).expect(400);
      expect(reused.body.message).toBe('This password reset link has already been used. Please request a new one.');
      MEMBER.password = 'NewDinner5!';
    });

    it('expires after 1 hour', async () => {
      await t.http().post('/api/auth/forgot-password').send({ email: MEMBER.email }).expect(200);
      const token = (await linkFromOutbox(t, MEMBER.email, '/reset-password')).searchParams.get('token');
      t.clock.advance(60 * 60_000 + 1000);
      const res = await t.http().post('/api/auth/reset-password').send({ email: MEMBER.email, token, password: 'NewDinner6!' }).expect(410);
      expect(res.body.message).toBe('This password reset link has expired. Please request a new one.');
    });

    it('refuses weak or mismatched passwords, other emails and bad tokens, keeping the token usable', async () => {
      await t.http().post('/api/auth/forgot-password').send({ email: MEMBER.email }).expect(200);
      const token = (await linkFromOutbox(t, MEMBER.email, '/reset-password')).searchParams.get('token');
      const weak = await t.http().post('/api/auth/reset-password').send({ email: MEMBER.email, token, password: 'weakpass' }).expect(400);
      expect(weak.body.fields.password[0]).toMatch(/at least 8 characters/);
      const mismatch = await t
        .http()
        .post('/api/auth/reset-password')
        .send({ email: MEMBER.email, token, password: 'NewDinner7!', confirm_password: 'NewDinner8!' })
        .expect(400);
      expect(mismatch.body.fields.confirm_password).toEqual(['Passwords do not match']);
      await t.http().post('/api/auth/reset-password').send({ email: 'other@example.ie', token, password: 'NewDinner7!' }).expect(400);
      await t.http().post('/api/auth/reset-password').send({ email: MEMBER.email, token: 'made-up', password: 'NewDinner7!' }).expect(400);
      await t.http().post('/api/auth/reset-password').send({ email: MEMBER.email, password: 'NewDinner7!' }).expect(400);
      await t
        .http()
        .post('/api/auth/reset-password')
        .send({ email: MEMBER.email, token, password: 'NewDinner7!', confirm_password: 'NewDinner7!' })
        .expect(200);
    });
  });
});
