import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';

describe('POST /api/contact', () => {
  let t: TestApp;
  const outbox = async (to: string) =>
    (
      await t
        .http()
        .get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        .expect(200)
    ).body.messages;
  const valid = { name: 'Aoife Byrne', email: 'Aoife@example.ie', subject: 'Dietary needs', message: 'We are both vegetarian — can you cater for that?' };

  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@tablemates.example' }, now: new Date('2025-10-23T12:00:00Z') });
  });
  afterAll(() => t.close());

  it('stores the message, acknowledges it to the sender and forwards it to the support inbox', async () => {
    const res = await t.http().post('/api/contact').send(valid).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), receivedAt: '2025-10-23T12:00:00.000Z' });

    const [ack] = await outbox('aoife@example.ie');
    // Issue 25: the receipt goes to any address given, so it quotes nothing the sender typed.
    expect(ack.subject).toBe("We've received your message");
    expect(ack.text).toContain('within 24-48 hours');
    for (const typed of [valid.name, valid.subject, valid.message]) expect(`${ack.subject} ${ack.text} ${ack.html}`).not.toContain(typed);

    const [copy] = await outbox('help@tablemates.example');
    expect(copy.subject).toBe('[Contact] Dietary needs — Aoife Byrne');
    expect(copy.text).toContain('From: Aoife Byrne <aoife@example.ie>');
    expect(copy.text).toContain(valid.message);

    const rows = await t.app.get(DataSource).query('SELECT name, email, subject FROM contact_messages');
    expect(rows).toEqual([{ name: 'Aoife Byrne', email: 'aoife@example.ie', subject: 'Dietary needs' }]);
  });

  it('acknowledges in the language of the page the message was written on', async () => {
    await t
      .http()
      .post('/api/contact')
      .send({ ...valid, email: 'camille@example.fr', language: 'fr' })
      .expect(201);
    const [ack] = await outbox('camille@example.fr');
    expect(ack.subject).toBe('Nous avons bien reçu votre message');
    expect(ack.text).toContain('Bonjour,');
    expect(ack.text).toContain('vous répondrons sous 24 à 48 heures');
    // The support inbox reads English whatever the sender's language.
    const copies = await outbox('help@tablemates.example');
    expect(copies.find((copy: { text: string }) => copy.text.includes('camille@example.fr')).subject).toBe('[Contact] Dietary needs — Aoife Byrne');
  });

  // Found by the route fuzzer (4 December): a null language, which the optional field lets through, failed the receipt with 500.
  it('acknowledges in English when the language is null, as when it is absent', async () => {
    await t
      .http()
      .post('/api/contact')
      .send({ ...valid, email: 'null-language@example.ie', language: null })
      .expect(201);
    const [ack] = await outbox('null-language@example.ie');
    expect(ack.subject).toBe("We've received your message");
  });

  it('refuses a language we do not write in', async () => {
    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...valid, email: 'bad-input@example.ie', language: 'de' })
      .expect(400);
    expect(res.body.fields.language).toContain('Choose English or French.');
    expect(await outbox('bad-input@example.ie')).toHaveLength(0);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters.'],
    ['name', { name: '   A   ' }, 'Name must be at least 2 characters.'],
    ['email', { email: 'aoife@' }, 'Please enter a valid email address.'],
    ['subject', { subject: 'x' }, 'Subject must be at least 2 characters.'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters.'],
    ['message', { message: undefined }, 'Message must be at least 10 characters.'],
  ])('refuses a bad %s with 400 and the spec message', async (field, change, message) => {
    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...valid, email: 'bad-input@example.ie', ...change })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.fields[field]).toContain(message);
    expect(await outbox('bad-input@example.ie')).toHaveLength(0);
  });

  it('names every bad field at once', async () => {
    const res = await t.http().post('/api/contact').send({}).expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});

describe('POST /api/contact rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 429 beyond 5 messages in 10 minutes from one client', async () => {
    const body = { name: 'Cian', email: 'cian@example.ie', subject: 'Hello', message: 'A question about the launch.' };
    for (let i = 0; i < 5; i += 1) await t.http().post('/api/contact').send(body).expect(201);
    const res = await t.http().post('/api/contact').send(body).expect(429);
    expect(res.body.message).toBe('Too many requests. Please wait a few minutes and try again.');
  });
});
