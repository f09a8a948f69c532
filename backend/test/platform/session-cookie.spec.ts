import { createTestApp, TestApp } from '../support/test-app';

const ADMIN = { email: 'ops@tablemates.ie', password: 'production-admin-password' };
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tablemates.ie',
  TRUST_PROXY: 'loopback',
  SESSION_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYMENT_PROVIDER: 'test-mode',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

describe('the session cookie in production behind a TLS proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION, prepare: true });
  });
  afterAll(() => t.close());

  it('is __Host- prefixed, Secure, httpOnly, SameSite=Lax, for the whole site, and ends 7 days after sign-in', async () => {
    const before = Date.now();
    const res = await t.http().post('/api/admin/login').set('X-Forwarded-Proto', 'https').send(ADMIN).expect(200);
    const cookie: string = res.headers['set-cookie'][0];
    expect(cookie).toMatch(/^__Host-tablemates\.sid=/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
    expect(Math.abs(expires - before - 7 * 24 * 3600_000)).toBeLessThan(60_000);
  });

  it('is cleared at logout with the attributes a __Host- cookie needs', async () => {
    const login = await t.http().post('/api/admin/login').set('X-Forwarded-Proto', 'https').send(ADMIN).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const out = await t.http().post('/api/auth/logout').set('X-Forwarded-Proto', 'https').set('Cookie', cookie).expect(200);
    const cleared: string = out.headers['set-cookie'][0];
    expect(cleared).toMatch(/^__Host-tablemates\.sid=;/);
    expect(cleared).toMatch(/; Secure/);
    await t.http().get('/api/admin/status').set('X-Forwarded-Proto', 'https').set('Cookie', cookie).expect(200, { isAuthenticated: false, isAdmin: false });
  });

  it('is not handed out over plain http, where the browser would send it in clear', async () => {
    const res = await t.http().post('/api/admin/login').send(ADMIN).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state-changing request whose Referer names another site when Origin is missing', async () => {
    const res = await t.http().post('/api/admin/login').set('X-Forwarded-Proto', 'https').set('Referer', 'https://evil.example/page').send(ADMIN).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Cross-site request refused.', error: 'Forbidden' });
    await t.http().post('/api/admin/login').set('X-Forwarded-Proto', 'https').set('Referer', 'https://tablemates.ie/admin').send(ADMIN).expect(200);
  });

  it('sends upgrade-insecure-requests and HSTS for the https site', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
