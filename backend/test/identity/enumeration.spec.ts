import { performance } from 'node:perf_hooks';
import { createTestApp, TestApp } from '../support/test-app';
import { outboxCount, signupForm, verifiedCouple } from './couple-accounts-kit';

/** Issue 14: the link routes must not tell a registered email from an unknown one. */
describe('no account enumeration through the link routes', () => {
  let t: TestApp;
  const UNVERIFIED = 'fresh@example.ie';
  const VERIFIED = 'settled@example.ie';

  beforeAll(async () => {
    t = await createTestApp();
    await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: UNVERIFIED, partner_email: null }))
      .expect(201);
    await verifiedCouple(t, { email: VERIFIED, partner_email: null });
  });
  afterAll(() => t.close());

  async function timed(route: string, email: string) {
    const started = performance.now();
    const res = await t.http().post(route).send({ email });
    return { status: res.status, body: res.body as unknown, ms: performance.now() - started };
  }

  // A busy machine only ever adds time, so the fastest of several answers is what the server's
  // own work costs: the figure a timing attacker filters for, and one that load does not blur.
  const fastest = (answers: { ms: number }[]) => Math.min(...answers.map((a) => a.ms));

  it.each([
    ['/api/auth/forgot-password', VERIFIED],
    ['/api/auth/magic-link', VERIFIED],
    ['/api/auth/resend-verification', UNVERIFIED],
    ['/api/auth/resend-verification', VERIFIED],
  ])('%s answers %s and an unknown email alike, in the same time', async (route, known) => {
    const knownAnswers = [];
    const unknownAnswers = [];
    for (let i = 0; i < 7; i++) {
      knownAnswers.push(await timed(route, known));
      unknownAnswers.push(await timed(route, `nobody${i}@example.ie`));
    }
    for (const answer of [...knownAnswers, ...unknownAnswers]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: knownAnswers[0].body });
      expect(answer.ms).toBeGreaterThanOrEqual(195);
    }
    const gap = Math.abs(fastest(knownAnswers) - fastest(unknownAnswers));
    expect(gap).toBeLessThan(50);
    expect(await outboxCount(t, 'nobody0@example.ie')).toBe(0);
  });

  it('tells only the signed-in owner that their email is verified already', async () => {
    const { agent } = await verifiedCouple(t, { email: 'owner@example.ie', partner_email: null });
    const res = await agent.post('/api/auth/resend-verification').expect(400);
    expect(res.body.message).toBe('This email address is already verified. Please log in.');
  });
});
