import { createTestApp, TestApp } from '../support/test-app';

/** Regression tests for the fuzzing findings of issue 14: no 5xx, no URIError, no NUL reaching PostgreSQL. */
describe('hostile input at the edge of the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const postJson = (url: string, body: string) => t.http().post(url).set('Content-Type', 'application/json').send(body);

  it('answers 40 KB of nested arrays with 400 before parsing, on every JSON route', async () => {
    const nested = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const url of ['/api/auth/login', '/api/auth/signup', '/api/contact', '/api/user/bookings']) {
      const res = await postJson(url, nested);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Request body is nested too deeply.', error: 'Bad Request' });
    }
    const objects = '{"email":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    expect((await postJson('/api/auth/forgot-password', objects)).status).toBe(400);
  });

  it('answers a body with thousands of fields with 400', async () => {
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, 0])));
    const res = await postJson('/api/auth/login', wide);
    expect(res.body).toEqual({ statusCode: 400, message: 'Request body has too many fields.', error: 'Bad Request' });
  });

  it('still validates a body nested within the limit without a server error', async () => {
    const nested = '{"email":'.repeat(30) + '"a@b.ie"' + '}'.repeat(30);
    const res = await postJson('/api/auth/forgot-password', nested);
    expect(res.status).toBe(400);
  });

  it.each(['/api/auth/forgot-password', '/api/auth/magic-link', '/api/auth/resend-verification', '/api/auth/check-email', '/api/newsletter', '/api/waitlist'])(
    'answers a lone surrogate in the email of %s with 400 naming the field',
    async (url) => {
      const res = await postJson(url, '{"email":"ann\\ud800@example.ie"}');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'email contains invalid characters', fields: { email: ['email contains invalid characters'] } });
    },
  );

  it.each(['/api/newsletter/confirm', '/api/waitlist/confirm'])('answers a hostile confirmation token on %s with 4xx, never 5xx (issue 46)', async (url) => {
    for (const body of ['{"token":"abc\\u0000def"}', '{"token":"\\ud800"}', '{"token":12}', '{"token":["a"]}', JSON.stringify({ token: 'x'.repeat(201) })]) {
      const res = await postJson(url, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('token');
    }
    for (const token of ["' OR 1=1 --", '%00', '../../etc/passwd', '🍷'.repeat(40)]) {
      const res = await postJson(url, JSON.stringify({ token }));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('CONSENT.CONFIRMATION_LINK_INVALID');
    }
  });

  it('answers a NUL byte in a payment intent id with 400 naming the field, before PostgreSQL sees it', async () => {
    const res = await postJson('/api/payments/check-intent', '{"paymentIntentId":"pi_1\\u0000"}');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ paymentIntentId: ['paymentIntentId contains invalid characters'] });
  });

  it('answers a NUL byte in the path or query with 400', async () => {
    expect((await t.http().get('/api/dinners/abc%00def')).status).toBe(400);
    expect((await t.http().get('/api/auth/verify-email?token=x%00')).status).toBe(400);
  });

  it('keeps accents and emoji, which are well-formed text', async () => {
    const res = await postJson('/api/auth/check-email', JSON.stringify({ email: 'siobhán🍷@example.ie' }));
    expect(res.status).toBeLessThan(500);
    expect(res.body.message ?? '').not.toContain('invalid characters');
  });
});
