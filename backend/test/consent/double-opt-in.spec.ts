import { DataSource } from 'typeorm';
import { Housekeeping } from '../../src/platform/jobs/housekeeping';
import { createTestApp, TestApp } from '../support/test-app';
import { confirmationToken, List } from './consent-kit';

/** Issue 46: the newsletter and the waitlist were single opt-in, so anyone recorded consent for any address. */
describe('double opt-in of the newsletter and the waitlist', () => {
  let t: TestApp;
  let db: DataSource;
  const DAY = 24 * 60 * 60_000;
  const records = async (email: string) => ({
    subscriptions: (await db.query(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = $1`, [email]))[0].n,
    entries: (await db.query(`SELECT count(*)::int AS n FROM waitlist_entries WHERE email = $1`, [email]))[0].n,
  });
  const ask = (list: List, email: string) => t.http().post(`/api/${list}`).send({ email, consent: true }).expect(200);
  const confirm = (list: List, token: string) => t.http().post(`/api/${list}/confirm`).send({ token });

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-05-04T08:00:00Z') });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it("records no consent and no waitlist entry for someone else's address until its owner follows the mailed link", async () => {
    await ask('newsletter', 'victim@example.ie');
    await ask('waitlist', 'victim@example.ie');
    expect(await records('victim@example.ie')).toEqual({ subscriptions: 0, entries: 0 });
    // The only mails are the two requests, which name nobody but the address itself.
    const { messages } = (await t.http().get('/api/dev/outbox').query({ to: 'victim@example.ie' }).expect(200)).body;
    expect(messages.map((mail: { subject: string }) => mail.subject).sort()).toEqual([
      'Confirm your Tablemates newsletter subscription',
      'Confirm your place on the Tablemates waitlist',
    ]);

    await confirm('newsletter', await confirmationToken(t, 'newsletter', 'victim@example.ie')).expect(200);
    expect(await records('victim@example.ie')).toEqual({ subscriptions: 1, entries: 0 });
  });

  it("writes both mails in the language of the visitor's page: a French request, a French confirmation and a French welcome (issue 49)", async () => {
    await t.http().post('/api/waitlist').set('Accept-Language', 'fr-FR,fr;q=0.9').send({ email: 'amelie@example.fr', consent: true }).expect(200);
    const token = await confirmationToken(t, 'waitlist', 'amelie@example.fr');
    // The confirmation is followed from another page: the welcome keeps the request's language.
    await confirm('waitlist', token).expect(200);
    const { messages } = (await t.http().get('/api/dev/outbox').query({ to: 'amelie@example.fr' }).expect(200)).body;
    const mails = messages as { subject: string; text: string }[];
    const request = mails.find((mail) => mail.subject === 'Confirmez votre place sur la liste d’attente Tablemates')!;
    const welcome = mails.find((mail) => mail !== request)!;
    expect(mails).toHaveLength(2);
    expect(request.text).toContain('Quelqu’un, vous on l’espère, a demandé à inscrire cette adresse sur la liste d’attente Tablemates.');
    expect(request.text).toContain('Le lien fonctionne pendant 7 jours.');
    expect(welcome.subject).toBe('Vous êtes sur la liste prioritaire Tablemates 🎉');
    expect(welcome.text).toContain('Merci d’avoir rejoint la liste d’attente Tablemates');
    expect(welcome.text).toContain('Quitter la liste d’attente');
  });

  it('answers a new, a waiting and a listed address alike', async () => {
    const answers = [];
    for (const email of ['brand-new@example.ie', 'victim@example.ie', 'victim@example.ie'])
      answers.push((await t.http().post('/api/waitlist').send({ email, consent: true }).expect(200)).body);
    answers.push((await t.http().post('/api/newsletter').send({ email: 'victim@example.ie', consent: true }).expect(200)).body);
    expect(answers.map((answer) => Object.keys(answer).sort())).toEqual(Array(4).fill(['confirmWithinDays', 'email']));
    expect(new Set(answers.map((answer) => answer.confirmWithinDays))).toEqual(new Set([7]));
  });

  it('uses a link once: a second click, or the same link opened twice at once, is told it was used', async () => {
    await ask('waitlist', 'twice@example.ie');
    const token = await confirmationToken(t, 'waitlist', 'twice@example.ie');
    const [a, b] = await Promise.all([confirm('waitlist', token), confirm('waitlist', token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await confirm('waitlist', token).expect(409);
    expect(again.body).toMatchObject({ code: 'CONSENT.CONFIRMATION_LINK_USED', message: 'This confirmation link has already been used.' });
    expect(await records('twice@example.ie')).toEqual({ subscriptions: 0, entries: 1 });
  });

  it('refuses an expired link with 410 and a link of the other list or an unknown one with 404', async () => {
    await ask('newsletter', 'slow@example.ie');
    const token = await confirmationToken(t, 'newsletter', 'slow@example.ie');
    expect((await confirm('waitlist', token).expect(404)).body.code).toBe('CONSENT.CONFIRMATION_LINK_INVALID');
    expect((await confirm('newsletter', 'no-such-token').expect(404)).body.message).toBe(
      'This confirmation link is not valid. If you signed up more than once, use the link in the latest email we sent you.',
    );
    t.clock.advance(7 * DAY);
    const expired = await confirm('newsletter', token).expect(410);
    expect(expired.body).toMatchObject({
      code: 'CONSENT.CONFIRMATION_LINK_EXPIRED',
      message: 'This confirmation link has expired. Please sign up again on our homepage.',
    });
    expect(await records('slow@example.ie')).toEqual({ subscriptions: 0, entries: 0 });
  });

  it('replaces the earlier link of an address that asks again', async () => {
    await ask('newsletter', 'again@example.ie');
    const first = await confirmationToken(t, 'newsletter', 'again@example.ie');
    await ask('newsletter', 'again@example.ie');
    const second = await confirmationToken(t, 'newsletter', 'again@example.ie');
    expect(second).not.toBe(first);
    await confirm('newsletter', first).expect(404);
    await confirm('newsletter', second).expect(200);
    expect(await db.query(`SELECT token_hash FROM consent_confirmations WHERE email = 'again@example.ie'`)).toEqual([
      { token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('keeps the token in the mail only, and forgets an unconfirmed address when its link expires', async () => {
    await ask('waitlist', 'forgotten@example.ie');
    const token = await confirmationToken(t, 'waitlist', 'forgotten@example.ie');
    const rows = await db.query(`SELECT * FROM consent_confirmations WHERE email = 'forgotten@example.ie'`);
    expect(JSON.stringify(rows)).not.toContain(token);
    t.clock.advance(7 * DAY);
    expect((await t.app.get(Housekeeping).run()).text).toContain('expired consent confirmations');
    expect(await db.query(`SELECT email FROM consent_confirmations WHERE email = 'forgotten@example.ie'`)).toEqual([]);
    await confirm('waitlist', token).expect(404);
  });
});
