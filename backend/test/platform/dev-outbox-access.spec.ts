import { createTestApp, TestApp } from '../support/test-app';

/** Issue 14: a development instance reachable from a network published every magic link. */
describe('who may read the dev outbox', () => {
  describe('by default, behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    });
    afterAll(() => t.close());

    it('answers a loopback client', async () => {
      await t.http().get('/api/dev/outbox').expect(200);
    });

    it('refuses a client the proxy reports from another address', async () => {
      const res = await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.7').expect(403);
      expect(res.body.message).toBe('The dev outbox answers this machine only; set DEV_OUTBOX=open to serve it to the network.');
    });
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const t = await createTestApp();
    try {
      await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.7').expect(200);
    } finally {
      await t.close();
    }
  });

  it('answers every client with DEV_OUTBOX=open', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true', DEV_OUTBOX: 'open' } });
    try {
      await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.7').expect(200);
    } finally {
      await t.close();
    }
  });
});
