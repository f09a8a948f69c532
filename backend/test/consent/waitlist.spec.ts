import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';

interface Mail {
  subject: string;
  text: string;
  links: string[];
}

describe('POST /api/waitlist', () => {
  let t: TestApp;
  const outbox = async (to: string): Promise<Mail[]> =>
    (
      await t
        .http()
        .get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        .expect(200)
    ).body.messages;
  const tokenOf = (mail: Mail) => new URL(mail.links.find((link) => link.includes('/unsubscribe'))!).searchParams.get('token')!;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tablemates.example' }, now: new Date('2025-10-20T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('puts the couple on the list with its position and priority, and mails a confirmation with an unsubscribe link', async () => {
    const res = await t.http().post('/api/waitlist').send({ email: '  Aoife@Example.IE ', consent: true }).expect(200);
    expect(res.body).toEqual({
      email: 'aoife@example.ie',
      position: 1,
      priority: true,
      joinedAt: '2025-10-20T10:00:00.000Z',
      announcement: 'November 2025 launch confirmed. First 50 couples get priority access. Check your email for next steps.',
    });

    const [mail] = await outbox('aoife@example.ie');
    expect(mail.subject).toBe("You're on the Tablemates priority list 🎉");
    expect(mail.text).toContain(
      "You're couple #1 on the list, so you're among the first 50 couples and will get priority access when we launch in Dublin in November 2025.",
    );
    expect(mail.links.some((link) => link.startsWith('https://tablemates.example/unsubscribe?list=waitlist&token='))).toBe(true);
    expect(mail.text).toContain('agreed to receive launch updates.');
    const [record] = await t.app.get(DataSource).query('SELECT consent_text FROM waitlist_entries WHERE email = $1', ['aoife@example.ie']);
    expect(record.consent_text).toBe('I agree to receive launch updates via email');
  });

  it('is idempotent: joining again answers the same standing, without a duplicate or a second mail', async () => {
    t.clock.advance(60_000);
    const again = await t.http().post('/api/waitlist').send({ email: 'AOIFE@example.ie', consent: true }).expect(200);
    expect(again.body).toMatchObject({ email: 'aoife@example.ie', position: 1, priority: true, joinedAt: '2025-10-20T10:00:00.000Z' });
    expect(await outbox('aoife@example.ie')).toHaveLength(1);
  });

  it('flags the first 50 couples as priority and the 51st as general waitlist', async () => {
    for (let i = 2; i <= 50; i += 1) {
      await t
        .http()
        .post('/api/waitlist')
        .send({ email: `couple${i}@example.ie`, consent: true })
        .expect(200);
    }
    const fiftieth = await t.http().post('/api/waitlist').send({ email: 'couple50@example.ie', consent: true }).expect(200);
    expect(fiftieth.body).toMatchObject({ position: 50, priority: true });
    const late = await t.http().post('/api/waitlist').send({ email: 'late@example.ie', consent: true }).expect(200);
    expect(late.body).toMatchObject({ position: 51, priority: false });
    const [mail] = await outbox('late@example.ie');
    expect(mail.subject).toBe("You're on the Tablemates waitlist");
    expect(mail.text).toContain('general waitlist');
  });

  it('deletes the entry through the unsubscribe link, once', async () => {
    const [mail] = await outbox('aoife@example.ie');
    const token = tokenOf(mail);
    await t.http().post('/api/waitlist/unsubscribe').send({ token }).expect(204);
    const gone = await t.http().post('/api/waitlist/unsubscribe').send({ token }).expect(404);
    expect(gone.body).toMatchObject({ statusCode: 404, code: 'CONSENT.UNSUBSCRIBE_LINK_INVALID' });
    // Everyone behind moves up a place: the 51st couple is now 50th, with priority.
    const late = await t.http().post('/api/waitlist').send({ email: 'late@example.ie', consent: true }).expect(200);
    expect(late.body).toMatchObject({ position: 50, priority: true });
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

  it('refuses unknown fields and a missing unsubscribe token', async () => {
    await t.http().post('/api/waitlist').send({ email: 'x@example.ie', consent: true, priority: true }).expect(400);
    const res = await t.http().post('/api/waitlist/unsubscribe').send({}).expect(400);
    expect(res.body.fields).toHaveProperty('token');
  });
});

describe('POST /api/waitlist launch line (DECISIONS item 13)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('drops the launch date once the launch month has come', async () => {
    t = await createTestApp({ now: new Date('2026-11-23T10:00:00Z') });
    const res = await t.http().post('/api/waitlist').send({ email: 'late@example.ie', consent: true }).expect(200);
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
    const res = await t.http().post('/api/waitlist').send({ email: 'cork@example.ie', consent: true }).expect(200);
    expect(res.body.announcement).toBe('Cork opens in March. Check your email for next steps.');
  });
});

describe('POST /api/waitlist rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 429 beyond 10 joins in 10 minutes from one client', async () => {
    for (let i = 0; i < 10; i += 1)
      await t
        .http()
        .post('/api/waitlist')
        .send({ email: `r${i}@example.ie`, consent: true })
        .expect(200);
    const res = await t.http().post('/api/waitlist').send({ email: 'r10@example.ie', consent: true }).expect(429);
    expect(res.body.statusCode).toBe(429);
  });
});
