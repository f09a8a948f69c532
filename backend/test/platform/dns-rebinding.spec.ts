import { createTestApp, TestApp } from '../support/test-app';

const UNKNOWN_HOST = { statusCode: 400, message: 'This address is not one this app answers to (see ALLOWED_HOSTS).', error: 'Bad Request' };

/**
 * Issue 25: a page on evil.example whose name is rebound to 127.0.0.1 is "same-origin" with
 * this app and its requests come from the loopback address. Only `Host` gives it away.
 */
describe('requests under a host name that is not ours (DNS rebinding)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tablemates.example', TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'www.tablemates.example' } });
  });
  afterAll(() => t.close());

  it('refuses to read the dev outbox or ask for a sign-in link under a rebound name', async () => {
    expect((await t.http().get('/api/dev/outbox').set('Host', 'evil.example:3000').expect(400)).body).toEqual(UNKNOWN_HOST);
    await t
      .http()
      .post('/api/auth/magic-link')
      .set('Host', 'evil.example:3000')
      .set('Origin', 'http://evil.example:3000')
      .send({ email: 'admin@example.ie' })
      .expect(400);
    await t.http().get('/').set('Host', 'evil.example').expect(400);
  });

  it('refuses a missing or malformed Host', async () => {
    await t.http().get('/api/dev/outbox').set('Host', '').expect(400);
    await t.http().get('/api/dev/outbox').set('Host', 'user@127.0.0.1').expect(400);
  });

  it("answers this machine's names, the PUBLIC_URL host and ALLOWED_HOSTS, on any port and in any case", async () => {
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'TableMates.example', 'www.tablemates.example:443']) {
      await t.http().get('/api/dev/outbox').set('Host', host).expect(200);
    }
  });

  it('answers a health check under any name (load balancers name the instance by its address)', async () => {
    await t.http().get('/api/health').set('Host', '10.0.3.17:3000').expect(200);
  });

  it('judges Origin by the allowed names, never by Host', async () => {
    const refused = await t.http().post('/api/health').set('Host', 'evil.example').set('Origin', 'http://evil.example').send({}).expect(403);
    expect(refused.body.message).toBe('Cross-site request refused.');
    await t.http().post('/api/health').set('Origin', 'https://tablemates.example').send({}).expect(404);
    await t.http().post('/api/health').set('Origin', 'https://www.tablemates.example').send({}).expect(404);
    await t.http().post('/api/health').set('Origin', 'http://localhost:5173').send({}).expect(404);
    await t.http().post('/api/health').set('Origin', 'https://tablemates.example.evil.example').send({}).expect(403);
  });
});

/** Issue 25: behind TRUST_PROXY=true, rotating X-Forwarded-For let every guess through the per-address limit. */
describe('the client address behind proxies', () => {
  async function magicLinkStatuses(t: TestApp, forwardedFor: (i: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t
        .http()
        .post('/api/auth/magic-link')
        .set('X-Forwarded-For', forwardedFor(i))
        .send({ email: `nobody${i}@example.ie` });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For from a client that is not one of the listed proxies', async () => {
    const t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true', TRUST_PROXY: '10.0.0.0/8' } });
    try {
      expect(await magicLinkStatuses(t, (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('takes the address the last trusted hop saw, whatever the client wrote before it', async () => {
    const t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true', TRUST_PROXY: '1' } });
    try {
      expect(await magicLinkStatuses(t, (i) => `198.51.100.${i}, 203.0.113.9`)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
