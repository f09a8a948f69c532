import { createTestApp, TestApp } from '../support/test-app';
import { linkFromOutbox, outboxCount, signupForm } from './couple-accounts-kit';

const OWNER = { email: 'target@example.ie', password: 'Dinner4Two!' };
const LOCKED = 'Too many failed sign-in attempts. Please wait a few minutes, or sign in with an email link or reset your password.';

/** Issue 14: guesses against one account are limited wherever they come from; successes never count. */
describe('password sign-in limits per account and per client', () => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  /** Each call from a new source address unless one is given. */
  function login(email: string, password: string, from = `198.51.100.${++address}`) {
    return t.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });
  }

  async function signUp(email: string) {
    await t
      .http()
      .post('/api/auth/signup')
      .set('X-Forwarded-For', '203.0.113.250')
      .send(signupForm({ email, partner_email: null }))
      .expect(201);
  }

  it('locks an account after 5 failures from 5 addresses, doubling the pause; even the right password waits', async () => {
    await signUp(OWNER.email);
    for (let i = 0; i < 5; i++) expect((await login(OWNER.email, `Wrong${i}!`)).status).toBe(401);
    const locked = await login(OWNER.email, OWNER.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ message: LOCKED, code: 'IDENTITY.TOO_MANY_SIGN_IN_ATTEMPTS' });
    t.clock.advance(30_000);
    expect((await login(OWNER.email, 'Wrong6!')).status).toBe(401);
    t.clock.advance(30_000);
    expect((await login(OWNER.email, OWNER.password)).status).toBe(429);
    t.clock.advance(30_000);
    expect((await login(OWNER.email, OWNER.password)).status).toBe(200);
    expect((await login(OWNER.email, 'Wrong7!')).status).toBe(401);
  });

  it('emails the owner once, when password sign-in first locks', async () => {
    const email = 'alerted@example.ie';
    await signUp(email);
    const before = await outboxCount(t, email);
    for (let i = 0; i < 5; i++) await login(email, `Wrong${i}!`);
    t.clock.advance(30_000);
    await login(email, 'Wrong5!');
    const res = await t.http().get('/api/dev/outbox').query({ to: email }).expect(200);
    const alerts = (res.body.messages as { subject: string }[]).filter((m) => m.subject.startsWith('Failed sign-in attempts'));
    expect(alerts).toHaveLength(1);
    expect(await outboxCount(t, email)).toBe(before + 1);
  });

  it('never locks the owner out of an email link, which reopens password sign-in', async () => {
    const email = 'owner-link@example.ie';
    await signUp(email);
    for (let i = 0; i < 6; i++) await login(email, `Wrong${i}!`);
    expect((await login(email, OWNER.password)).status).toBe(429);
    await t.http().post('/api/auth/magic-link').send({ email }).expect(200);
    const link = await linkFromOutbox(t, email, '/verify-login');
    await t
      .http()
      .get('/api/auth/verify-magic-link')
      .query({ token: link.searchParams.get('token'), email })
      .expect(200);
    expect((await login(email, OWNER.password)).status).toBe(200);
  });

  it('locks an unknown email exactly like a registered one', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody@example.ie', `Wrong${i}!`)).status).toBe(401);
    expect((await login('nobody@example.ie', 'Wrong!')).status).toBe(429);
  });

  it('lets parallel guesses through no faster than sequential ones', async () => {
    const email = 'parallel@example.ie';
    await signUp(email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `Guess${i}!`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('counts only failures per client: 15 sign-ins from one address all succeed', async () => {
    const email = 'household@example.ie';
    await signUp(email);
    for (let i = 0; i < 15; i++) expect((await login(email, OWNER.password, '192.0.2.1')).status).toBe(200);
  });

  it('pauses a client after 10 failures across accounts, leaving other clients alone', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`spray${i}@example.ie`, 'Wrong1!', '192.0.2.99')).status).toBe(401);
    expect((await login('spray-next@example.ie', 'Wrong1!', '192.0.2.99')).status).toBe(429);
    expect((await login('spray-next@example.ie', 'Wrong1!', '192.0.2.100')).status).toBe(401);
  });

  it('applies to the admin sign-in too', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await t
            .http()
            .post('/api/admin/login')
            .set('X-Forwarded-For', `192.0.2.${200 + i}`)
            .send({ email: 'boss@example.ie', password: 'x' })
        ).status,
      ).toBe(401);
    expect((await t.http().post('/api/admin/login').send({ email: 'boss@example.ie', password: 'x' })).status).toBe(429);
  });
});
