import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { confirmationToken, joinConfirmed } from './consent-kit';

interface Mail {
  subject: string;
  text: string;
  links: string[];
}

describe('POST /api/waitlist and its confirmation', () => {
  let t: TestApp;
  const outbox = async (to: string): Promise<Mail[]> =>
    (
      await t
        .http()
        .get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        .expect(200)
    ).body.messages;
  const unsubscribeToken = (mail: Mail) => new URL(mail.links.find((link) => link.includes('/unsubscribe'))!).searchParams.get('token')!;
  const list = (emails: string[]) =>
    t.app
      .get(DataSource)
      .query(
        `INSERT INTO waitlist_entries (email, city, joined_at, consent_text, unsubscribe_token_hash) SELECT e, 'Dublin', now(), 'I agree', md5(e) || md5(e) FROM unnest($1::text[]) e`,
        [emails],
      );

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tablemates.example' }, now: new Date('2025-10-20T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('mails a confirmation link and lists nobody until it is followed; then the standing, the welcome and its unsubscribe link', async () => {
    const asked = await t.http().post('/api/waitlist').send({ email: '  Aoife@Example.IE ', consent: true }).expect(200);
    expect(asked.body).toEqual({ email: 'aoife@example.ie', confirmWithinDays: 7 });
    const [request] = await outbox('aoife@example.ie');
    expect(request.subject).toBe('Confirm your place on the Tablemates waitlist');
    expect(request.text).toContain('you will then receive launch updates by email');
    expect(request.text).toContain('The link works for 7 days.');
    expect(request.links.some((link) => link.startsWith('https://tablemates.example/confirm-subscription?list=waitlist&token='))).toBe(true);
    expect(await t.app.get(DataSource).query('SELECT email FROM waitlist_entries')).toEqual([]);

    t.clock.advance(60 * 60_000);
    const confirmed = await t
      .http()
      .post('/api/waitlist/confirm')
      .send({ token: await confirmationToken(t, 'waitlist', 'aoife@example.ie') })
      .expect(200);
    expect(confirmed.body).toEqual({
      email: 'aoife@example.ie',
      city: 'Dublin',
      position: 1,
      priority: true,
      joinedAt: '2025-10-20T11:00:00.000Z',
      announcement: 'November 2025 launch confirmed. First 50 couples get priority access. Check your email for next steps.',
    });
    const [welcome] = await outbox('aoife@example.ie');
    expect(welcome.subject).toBe("You're on the Tablemates priority list 🎉");
    expect(welcome.text).toContain(
      "You're couple #1 on the list, so you're among the first 50 couples and will get priority access when we launch in Dublin in November 2025.",
    );
    expect(welcome.links.some((link) => link.startsWith('https://tablemates.example/unsubscribe?list=waitlist&token='))).toBe(true);
    expect(welcome.text).toContain('agreed to receive launch updates.');
    // The consent record: the words of the form, the time of the confirmation, and when the form asked.
    const [record] = await t.app
      .get(DataSource)
      .query('SELECT consent_text, joined_at, confirmation_requested_at FROM waitlist_entries WHERE email = $1', ['aoife@example.ie']);
    expect(record).toEqual({
      consent_text: 'I agree to receive launch updates via email',
      joined_at: new Date('2025-10-20T11:00:00Z'),
      confirmation_requested_at: new Date('2025-10-20T10:00:00Z'),
    });
  });

  it('answers a listed address as any other, without a second entry or mail', async () => {
    const again = await t.http().post('/api/waitlist').send({ email: 'AOIFE@example.ie', consent: true }).expect(200);
    expect(again.body).toEqual({ email: 'aoife@example.ie', confirmWithinDays: 7 });
    expect(await outbox('aoife@example.ie')).toHaveLength(2);
    expect(await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM waitlist_entries WHERE email = 'aoife@example.ie'`)).toEqual([{ n: 1 }]);
  });

  it('flags the first 50 couples as priority and the 51st as general waitlist, in order of confirmation', async () => {
    await list(Array.from({ length: 48 }, (_, i) => `couple${i + 2}@example.ie`));
    expect((await joinConfirmed(t, 'waitlist', 'couple50@example.ie')).body).toMatchObject({ position: 50, priority: true });
    expect((await joinConfirmed(t, 'waitlist', 'late@example.ie')).body).toMatchObject({ position: 51, priority: false });
    const [mail] = await outbox('late@example.ie');
    expect(mail.subject).toBe("You're on the Tablemates waitlist");
    expect(mail.text).toContain('general waitlist');
  });

  it('deletes the entry through the unsubscribe link, once', async () => {
    const [welcome] = await outbox('aoife@example.ie');
    const token = unsubscribeToken(welcome);
    await t.http().post('/api/waitlist/unsubscribe').send({ token }).expect(204);
    const gone = await t.http().post('/api/waitlist/unsubscribe').send({ token }).expect(404);
    expect(gone.body).toMatchObject({ statusCode: 404, code: 'CONSENT.UNSUBSCRIBE_LINK_INVALID' });
    // Everyone behind moves up a place: the 51st couple is now 50th, with priority.
    const [late] = await t.app.get(DataSource).query(`SELECT id FROM waitlist_entries WHERE email = 'late@example.ie'`);
    const [{ position }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS position FROM waitlist_entries WHERE seq <= (SELECT seq FROM waitlist_entries WHERE id = $1)`, [late.id]);
    expect(position).toBe(50);
  });

  it.each([
    [{ email: 'not-an-email', consent: true }, 'email', 'Please enter a valid email address.'],
    [{ consent: true }, 'email', 'Please enter a valid email address.'],
    [{ email: 'x@example.ie', consent: false }, 'consent', 'Please agree to receive launch updates via email to join the waitlist.'],
    [{ email: 'x@example.ie' }, 'consent', 'Please agree to receive launch updates via email to join the waitlist.'],
    [{ email: 'x@example.ie', consent: 'yes' }, 'consent', 'Please agree to receive launch updates via email to join the waitlist.'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const res = await t.http().post('/api/waitlist').send(body).expect(400);
    expect(res.body.fields[field]).toContain(message);
    expect(await outbox('x@example.ie')).toHaveLength(0);
  });

  it('refuses unknown fields and a missing token', async () => {
    await t.http().post('/api/waitlist').send({ email: 'x@example.ie', consent: true, priority: true }).expect(400);
    expect((await t.http().post('/api/waitlist/unsubscribe').send({}).expect(400)).body.fields).toHaveProperty('token');
    expect((await t.http().post('/api/waitlist/confirm').send({}).expect(400)).body.fields).toHaveProperty('token');
  });

  it('records the consent in the words the visitor read: a French page, the French box', async () => {
    await t.http().post('/api/waitlist').set('Accept-Language', 'fr-FR,fr;q=0.9').send({ email: 'margaux@example.fr', consent: true }).expect(200);
    await t
      .http()
      .post('/api/waitlist/confirm')
      .send({ token: await confirmationToken(t, 'waitlist', 'margaux@example.fr') })
      .expect(200);
    const [record] = await t.app.get(DataSource).query('SELECT consent_text FROM waitlist_entries WHERE email = $1', ['margaux@example.fr']);
    expect(record.consent_text).toBe("J'accepte de recevoir par e-mail les nouvelles du lancement");
  });
});

describe('the waitlist after the launch (DECISIONS item 13)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('drops the launch date once the launch month has come', async () => {
    t = await createTestApp({ now: new Date('2026-11-23T10:00:00Z') });
    await t.http().post('/api/waitlist').send({ email: 'late@example.ie', consent: true }).expect(200);
    const [request] = (await t.http().get('/api/dev/outbox?to=late%40example.ie').expect(200)).body.messages;
    expect(request.text).toContain('you will then receive emails about new dinners and open tables');
    const res = await t
      .http()
      .post('/api/waitlist/confirm')
      .send({ token: await confirmationToken(t, 'waitlist', 'late@example.ie') })
      .expect(200);
    expect(res.body.announcement).toBe('We are live in Dublin. First 50 couples get priority access. Check your email for next steps.');
    const [mail] = (await t.http().get('/api/dev/outbox?to=late%40example.ie').expect(200)).body.messages;
    expect(mail.text).toContain('will get priority access to our dinners in Dublin.');
    expect(mail.text).not.toContain('November 2025');
    // No launch updates after the launch: the consent recorded and the mail say what the form said (issue 26).
    expect(mail.text).not.toContain('launch updates');
    expect(mail.text).toContain('agreed to receive emails about new dinners and open tables.');
    const [record] = await t.app.get(DataSource).query('SELECT consent_text FROM waitlist_entries WHERE email = $1', ['late@example.ie']);
    expect(record.consent_text).toBe('I agree to receive emails about new dinners and open tables');
  });

  it('says what LAUNCH_ANNOUNCEMENT says', async () => {
    t = await createTestApp({ env: { LAUNCH_ANNOUNCEMENT: 'Cork opens in March. Check your email for next steps.' }, now: new Date('2026-11-23T10:00:00Z') });
    const res = await joinConfirmed(t, 'waitlist', 'cork@example.ie');
    expect(res.body.announcement).toBe('Cork opens in March. Check your email for next steps.');
  });
});

describe('POST /api/waitlist rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 429 beyond 10 requests in 10 minutes from one client, and 20 confirmations', async () => {
    for (let i = 0; i < 10; i += 1)
      await t
        .http()
        .post('/api/waitlist')
        .send({ email: `r${i}@example.ie`, consent: true })
        .expect(200);
    const res = await t.http().post('/api/waitlist').send({ email: 'r10@example.ie', consent: true }).expect(429);
    expect(res.body.statusCode).toBe(429);
    for (let i = 0; i < 20; i += 1)
      await t
        .http()
        .post('/api/waitlist/confirm')
        .send({ token: `guess-${i}` })
        .expect(404);
    await t.http().post('/api/waitlist/confirm').send({ token: 'guess-20' }).expect(429);
  });
});
