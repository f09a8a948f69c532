import { createTestApp, TestApp } from '../support/test-app';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  const outbox = async (to: string) =>
    (
      await t
        .http()
        .get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        .expect(200)
    ).body.messages;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2025-10-21T09:30:00Z') });
  });
  afterAll(() => t.close());

  it('subscribes with consent, idempotently, and mails one welcome with an unsubscribe link', async () => {
    const first = await t.http().post('/api/newsletter').send({ email: 'Ciara@Example.ie', consent: true }).expect(200);
    expect(first.body).toEqual({ email: 'ciara@example.ie', subscribedAt: '2025-10-21T09:30:00.000Z' });
    const second = await t.http().post('/api/newsletter').send({ email: 'ciara@example.ie', consent: true }).expect(200);
    expect(second.body).toEqual(first.body);
    const mails = await outbox('ciara@example.ie');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Welcome to the Tablemates newsletter');
    const link = mails[0].links.find((url: string) => url.includes('/unsubscribe?list=newsletter'));
    expect(link).toBeDefined();

    const token = new URL(link).searchParams.get('token');
    await t.http().post('/api/newsletter/unsubscribe').send({ token }).expect(204);
    await t.http().post('/api/newsletter/unsubscribe').send({ token }).expect(404);
    // Subscribing again after leaving is a fresh subscription with a new welcome mail.
    await t.http().post('/api/newsletter').send({ email: 'ciara@example.ie', consent: true }).expect(200);
    expect(await outbox('ciara@example.ie')).toHaveLength(2);
  });

  it.each([
    [{ email: 'bad', consent: true }, 'email'],
    [{ email: 'ok@example.ie', consent: false }, 'consent'],
    [{ email: 'ok@example.ie' }, 'consent'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const res = await t.http().post('/api/newsletter').send(body).expect(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});
