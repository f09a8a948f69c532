import { createTestApp, TestApp } from '../support/test-app';
import { signupForm } from './couple-accounts-kit';

describe('rate limits on the account routes (RATE_LIMITS_ENABLED=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  async function exhaust(send: () => Promise<{ status: number; body: { message?: string }; headers: Record<string, string> }>, allowed: number) {
    for (let i = 0; i < allowed; i++) expect((await send()).status).not.toBe(429);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests. Please wait a few minutes and try again.');
    // When to come back, in whole seconds (RFC 9110), for clients that retry.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('forgot-password: 5 per 15 minutes', () => exhaust(() => t.http().post('/api/auth/forgot-password').send({ email: 'a@example.ie' }), 5));
  it('magic-link requests: 5 per 15 minutes', () => exhaust(() => t.http().post('/api/auth/magic-link').send({ email: 'a@example.ie' }), 5));
  it('check-email, the one route that tells who is registered: 10 per hour', () =>
    exhaust(() => t.http().post('/api/auth/check-email').send({ email: 'a@example.ie' }), 10));
  it('signup: 10 per hour', () =>
    exhaust(
      () =>
        t
          .http()
          .post('/api/auth/signup')
          .send(signupForm({ email: 'x' })),
      10,
    ));
});
