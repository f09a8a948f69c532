import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { confirmationToken } from './consent-kit';

describe('POST /api/newsletter and its confirmation', () => {
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

  it('subscribes once the mailed link is followed, with one welcome and its unsubscribe link', async () => {
    const first = await t.http().post('/api/newsletter').send({ email: 'Ciara@Example.ie', consent: true }).expect(200);
    expect(first.body).toEqual({ email: 'ciara@example.ie', confirmWithinDays: 7 });
    const [request] = await outbox('ciara@example.ie');
    expect(request.subject).toBe('Confirm your Tablemates newsletter subscription');
    expect(await t.app.get(DataSource).query('SELECT email FROM newsletter_subscriptions')).toEqual([]);

    t.clock.advance(5 * 60_000);
    const confirmed = await t
      .http()
      .post('/api/newsletter/confirm')
      .send({ token: await confirmationToken(t, 'newsletter', 'ciara@example.ie') })
      .expect(200);
    expect(confirmed.body).toEqual({ email: 'ciara@example.ie', subscribedAt: '2025-10-21T09:35:00.000Z' });
    const [record] = await t.app.get(DataSource).query('SELECT source, consent_text, confirmation_requested_at FROM newsletter_subscriptions');
    expect(record).toEqual({
      source: 'newsletter_form',
      consent_text: 'I agree to receive the Tablemates newsletter by email',
      confirmation_requested_at: new Date('2025-10-21T09:30:00Z'),
    });
    const [welcome] = await outbox('ciara@example.ie');
    expect(welcome.subject).toBe('Welcome to the Tablemates newsletter');
    const link = welcome.links.find((url: string) => url.includes('/unsubscribe?list=newsletter'));
    expect(link).toBeDefined();

    // A subscribed address gets the same answer and no mail.
    const second = await t.http().post('/api/newsletter').send({ email: 'ciara@example.ie', consent: true }).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await outbox('ciara@example.ie')).toHaveLength(2);

    const token = new URL(link).searchParams.get('token');
    await t.http().post('/api/newsletter/unsubscribe').send({ token }).expect(204);
    await t.http().post('/api/newsletter/unsubscribe').send({ token }).expect(404);
    // Subscribing again after leaving asks for a fresh confirmation.
    await t.http().post('/api/newsletter').send({ email: 'ciara@example.ie', consent: true }).expect(200);
    expect((await outbox('ciara@example.ie'))[0].subject).toBe('Confirm your Tablemates newsletter subscription');
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
