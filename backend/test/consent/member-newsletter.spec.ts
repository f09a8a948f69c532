import { DataSource } from 'typeorm';
import { linkFromOutbox, outboxCount, signupForm, verifiedCouple } from '../identity/couple-accounts-kit';
import { confirmationToken } from './consent-kit';
import { createTestApp, TestApp } from '../support/test-app';

describe('newsletter / marketing consent in settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('records the consent with its time and source, in the same record as the public form and its unsubscribe link', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'reader@example.ie', partner_email: 'reader-partner@example.ie' }));
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body).toEqual({
      subscribed: false,
      subscribed_at: null,
      source: null,
      consent_text: 'I agree to receive the Tablemates newsletter by email',
    });

    const on = await agent.put('/api/user/account/newsletter').send({ subscribed: true }).expect(200);
    expect(on.body).toMatchObject({ subscribed: true, subscribed_at: '2026-03-02T10:00:00.000Z', source: 'account_settings' });
    // A signed-in member's own verified address needs no mailed confirmation; the public form then finds it subscribed and mails nothing.
    const mails = await outboxCount(t, 'reader@example.ie');
    await t.http().post('/api/newsletter').send({ email: 'reader@example.ie', consent: true }).expect(200);
    expect(await outboxCount(t, 'reader@example.ie')).toBe(mails);
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body.subscribed_at).toBe('2026-03-02T10:00:00.000Z');

    // The welcome mail's unsubscribe link ends it; the settings page then shows it off.
    const link = await linkFromOutbox(t, 'reader@example.ie', '/unsubscribe');
    await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .send({ token: link.searchParams.get('token') })
      .expect(204);
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body.subscribed).toBe(false);
  });

  it("says what switching it on agrees to in the reader's language, and records those words", async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'lecteur@example.fr', partner_email: 'lecteur-partner@example.fr' }));
    const french = await agent.get('/api/user/account/newsletter').set('Accept-Language', 'fr').expect(200);
    expect(french.body.consent_text).toBe("J'accepte de recevoir la newsletter de Tablemates par e-mail");

    await agent.put('/api/user/account/newsletter').set('Accept-Language', 'fr').send({ subscribed: true }).expect(200);
    const [record] = await t.app.get(DataSource).query('SELECT consent_text FROM newsletter_subscriptions WHERE email = $1', ['lecteur@example.fr']);
    expect(record.consent_text).toBe("J'accepte de recevoir la newsletter de Tablemates par e-mail");
  });

  it('shows the marketing opt-in given at sign-up as the newsletter switched on once the address is verified, with a welcome mail to unsubscribe', async () => {
    const { agent } = await verifiedCouple(
      t,
      signupForm({ email: 'opted-in@example.ie', partner_email: 'opted-in-partner@example.ie', opt_in_for_marketing: true }),
    );
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body).toEqual({
      subscribed: true,
      subscribed_at: '2026-03-02T10:00:00.000Z',
      source: 'signup',
      consent_text: 'I agree to receive the Tablemates newsletter by email',
    });
    const [record] = await t.app.get(DataSource).query(`SELECT consent_text FROM newsletter_subscriptions WHERE email = 'opted-in@example.ie'`);
    expect(record.consent_text).toBe("I'd like to receive updates about dining events and special offers");
    const link = await linkFromOutbox(t, 'opted-in@example.ie', '/unsubscribe');
    await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .send({ token: link.searchParams.get('token') })
      .expect(204);
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body.subscribed).toBe(false);
  });

  it('records no consent for a sign-up without the opt-in', async () => {
    const { agent } = await verifiedCouple(
      t,
      signupForm({ email: 'not-opted-in@example.ie', partner_email: 'not-opted-in-partner@example.ie', opt_in_for_marketing: false }),
    );
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body).toMatchObject({ subscribed: false, subscribed_at: null, source: null });
    const [{ count }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM newsletter_subscriptions WHERE email = 'not-opted-in@example.ie'`);
    expect(count).toBe(0);
  });

  it('keeps the public form as the source of a subscription confirmed from there, and unsubscribes from settings', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'footer@example.ie', partner_email: 'footer-partner@example.ie' }));
    await t.http().post('/api/newsletter').send({ email: 'FOOTER@example.ie', consent: true }).expect(200);
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body.subscribed).toBe(false);
    await t
      .http()
      .post('/api/newsletter/confirm')
      .send({ token: await confirmationToken(t, 'newsletter', 'footer@example.ie') })
      .expect(200);
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body).toMatchObject({ subscribed: true, source: 'newsletter_form' });
    expect((await agent.put('/api/user/account/newsletter').send({ subscribed: false }).expect(200)).body.subscribed).toBe(false);
    expect((await agent.put('/api/user/account/newsletter').send({}).expect(400)).body.fields).toHaveProperty('subscribed');
    await t.agent().get('/api/user/account/newsletter').expect(401);
  });
});
