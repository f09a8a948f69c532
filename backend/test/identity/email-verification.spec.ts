import { createTestApp, TestApp } from '../support/test-app';
import { DAY_MS, linkFromOutbox, outboxCount, sessionCookie, signupForm } from './couple-accounts-kit';

describe('email verification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signUp(email: string) {
    const agent = t.agent();
    await agent
      .post('/api/auth/signup')
      .send(signupForm({ email, partner_email: null }))
      .expect(201);
    const link = await linkFromOutbox(t, email, '/verify-email');
    return { agent, token: link.searchParams.get('token')! };
  }

  describe('GET /api/auth/verify-email', () => {
    it('verifies the email once; the same link then answers 400', async () => {
      const { agent, token } = await signUp('verify@example.ie');
      const res = await t.http().get('/api/auth/verify-email').query({ token }).expect(200);
      expect(res.body).toEqual({ message: 'Your email has been verified.' });
      expect((await agent.get('/api/auth/me').expect(200)).body.email_verified).toBe(true);
      const again = await t.http().get('/api/auth/verify-email').query({ token }).expect(400);
      expect(again.body.message).toBe('This verification link has already been used.');
    });

    it('answers 410 after 24 hours', async () => {
      const { token } = await signUp('late-verify@example.ie');
      t.clock.advance(DAY_MS + 1000);
      const res = await t.http().get('/api/auth/verify-email').query({ token }).expect(410);
      expect(res.body.message).toBe('This verification link has expired. Please request a new one.');
    });

    it('answers 400 for a missing or unknown token', async () => {
      await t.http().get('/api/auth/verify-email').expect(400);
      const res = await t.http().get('/api/auth/verify-email').query({ token: 'made-up' }).expect(400);
      expect(res.body.message).toBe('Invalid verification link. Please request a new one.');
    });
  });

  describe('POST /api/auth/auto-login', () => {
    it('signs in once with the token that just verified the email', async () => {
      const { token } = await signUp('auto@example.ie');
      await t.http().get('/api/auth/verify-email').query({ token }).expect(200);
      const browser = t.agent();
      const res = await browser.post('/api/auth/auto-login').send({ token }).expect(200);
      expect(res.body.user).toMatchObject({ email: 'auto@example.ie', email_verified: true });
      expect(sessionCookie(res)).toBeDefined();
      await browser.get('/api/auth/me').expect(200);
      await t.http().post('/api/auth/auto-login').send({ token }).expect(400);
    });

    it('no longer works 15 minutes after verifying', async () => {
      const { token } = await signUp('auto-late@example.ie');
      await t.http().get('/api/auth/verify-email').query({ token }).expect(200);
      t.clock.advance(16 * 60_000);
      const res = await t.http().post('/api/auth/auto-login').send({ token }).expect(400);
      expect(res.body.message).toBe('This link can no longer sign you in. Please log in manually to continue.');
    });

    it('answers 400 for a missing or unknown token', async () => {
      await t.http().post('/api/auth/auto-login').send({}).expect(400);
      await t.http().post('/api/auth/auto-login').send({ token: 'made-up' }).expect(400);
    });
  });

  describe('POST /api/auth/resend-verification', () => {
    it('resends to an email (any case); the earlier link stops working', async () => {
      const { token: first } = await signUp('resend@example.ie');
      await t.http().post('/api/auth/resend-verification').send({ email: 'RESEND@example.ie' }).expect(200);
      const second = (await linkFromOutbox(t, 'resend@example.ie', '/verify-email')).searchParams.get('token')!;
      expect(second).not.toBe(first);
      const earlier = await t.http().get('/api/auth/verify-email').query({ token: first }).expect(410);
      // Neither "already used" nor "expired": the email is not verified yet, the newer link is the one to open.
      expect(earlier.body).toMatchObject({
        code: 'IDENTITY.SUPERSEDED_TOKEN',
        message: 'This link was replaced by a newer one. Use the latest email we sent you.',
      });
      // Nor can the superseded link sign anyone in.
      await t.http().post('/api/auth/auto-login').send({ token: first }).expect(400);
      await t.http().get('/api/auth/verify-email').query({ token: second }).expect(200);
    });

    it('resends to the signed-in user without a body', async () => {
      const { agent } = await signUp('resend-session@example.ie');
      const before = await outboxCount(t, 'resend-session@example.ie');
      const res = await agent.post('/api/auth/resend-verification').expect(200);
      expect(res.body.message).toBe('Verification email sent. Please check your inbox.');
      expect(await outboxCount(t, 'resend-session@example.ie')).toBe(before + 1);
    });

    it('answers 400 without email and session, and for a malformed email', async () => {
      const none = await t.http().post('/api/auth/resend-verification').send({}).expect(400);
      expect(none.body.fields).toEqual({ email: ['Email Required'] });
      await t.http().post('/api/auth/resend-verification').send({ email: 'not-an-email' }).expect(400);
    });

    it('answers a verified email like any other, sending nothing; tells only the signed-in owner', async () => {
      const before = await outboxCount(t, 'verify@example.ie');
      const res = await t.http().post('/api/auth/resend-verification').send({ email: 'verify@example.ie' }).expect(200);
      expect(res.body.message).toBe(
        'If an account with this email is waiting for verification, a new verification link is on its way. It expires in 24 hours.',
      );
      const unknown = await t.http().post('/api/auth/resend-verification').send({ email: 'nobody-here@example.ie' }).expect(200);
      expect(unknown.body).toEqual(res.body);
      expect(await outboxCount(t, 'verify@example.ie')).toBe(before);
    });

    it('answers an unknown email like a known one, sending nothing', async () => {
      await t.http().post('/api/auth/resend-verification').send({ email: 'ghost@example.ie' }).expect(200);
      expect(await outboxCount(t, 'ghost@example.ie')).toBe(0);
    });
  });
});
