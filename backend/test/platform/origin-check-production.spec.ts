import { createTestApp, TestApp } from '../support/test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tablemates.ie',
  TRUST_PROXY: 'loopback',
  ALLOWED_HOSTS: 'www.tablemates.ie',
  CORS_ORIGINS: 'https://partner.example:8443',
  SESSION_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYMENT_PROVIDER: 'test-mode',
};

/**
 * Issue 46, 9: in production a state change is taken only from the exact scheme, host and port
 * of PUBLIC_URL (and the ALLOWED_HOSTS names under it) and of each CORS_ORIGINS entry; this
 * machine's names passed on PUBLIC_URL's port, and any port before that.
 */
describe('the Origin check in production', () => {
  let t: TestApp;
  /** POST /api/health has no route: 404 once the Origin check let the request through, 403 when it refused it. */
  const post = (header: 'Origin' | 'Referer', value: string) => t.http().post('/api/health').set(header, value).send({});

  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it('lets PUBLIC_URL, its ALLOWED_HOSTS names and each CORS origin through, exactly', async () => {
    for (const origin of ['https://tablemates.ie', 'https://www.tablemates.ie', 'https://partner.example:8443']) await post('Origin', origin).expect(404);
    await post('Referer', 'https://tablemates.ie/admin').expect(404);
  });

  it("refuses this machine's names on any port, and ours on another scheme or port", async () => {
    for (const origin of [
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
      'http://localhost:9999',
      'http://127.0.0.1:3000',
      'https://tablemates.ie:8443',
      'http://tablemates.ie',
      'https://partner.example',
    ]) {
      const refused = await post('Origin', origin).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, message: 'Cross-site request refused.', error: 'Forbidden' });
    }
    await post('Referer', 'https://localhost/admin').expect(403);
  });
});
