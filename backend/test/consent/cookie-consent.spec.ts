import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';

const ANONYMOUS_ID = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b';

describe('POST /api/consent', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2025-10-22T08:00:00Z') });
  });
  afterAll(() => t.close());

  it("records each choice with the server's timestamp, keeping the history", async () => {
    const choice = { anonymousId: ANONYMOUS_ID, necessary: true, preferences: true, analytics: true, marketing: false, policyVersion: '2025-10-10' };
    const first = await t.http().post('/api/consent').send(choice).expect(201);
    expect(first.body).toEqual({ id: expect.any(String), recordedAt: '2025-10-22T08:00:00.000Z' });
    t.clock.advance(1000);
    await t
      .http()
      .post('/api/consent')
      .send({ ...choice, preferences: false, analytics: false })
      .expect(201);

    const rows = await t.app
      .get(DataSource)
      .query('SELECT necessary, preferences, analytics, marketing, policy_version FROM cookie_consent_records WHERE anonymous_id = $1 ORDER BY recorded_at', [
        ANONYMOUS_ID,
      ]);
    expect(rows).toEqual([
      { necessary: true, preferences: true, analytics: true, marketing: false, policy_version: '2025-10-10' },
      { necessary: true, preferences: false, analytics: false, marketing: false, policy_version: '2025-10-10' },
    ]);
  });

  it.each([
    [{ anonymousId: 'not-a-uuid', necessary: true, preferences: true, analytics: true, marketing: true, policyVersion: '1' }, 'anonymousId'],
    [{ anonymousId: ANONYMOUS_ID, necessary: 'yes', preferences: true, analytics: true, marketing: true, policyVersion: '1' }, 'necessary'],
    [{ anonymousId: ANONYMOUS_ID, necessary: true, preferences: true, analytics: true, policyVersion: '1' }, 'marketing'],
    [{ anonymousId: ANONYMOUS_ID, necessary: true, preferences: true, analytics: true, marketing: true, policyVersion: '<script>' }, 'policyVersion'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const res = await t.http().post('/api/consent').send(body).expect(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});
