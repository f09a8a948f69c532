import { createTestApp, TestApp } from '../support/test-app';
import { signupForm } from '../identity/couple-accounts-kit';

/** Issue 25: `FZ\r\nBcc: …` was kept in names and subjects, on its way into mail headers, calendar lines and exports. */
describe('line breaks in single-line fields', () => {
  let t: TestApp;
  const contact = { name: 'Aoife Byrne', email: 'aoife@example.ie', subject: 'Dietary needs', message: 'Hello,\r\nwe have a question.\n\nThanks' };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['name', 'FZ\r\nBcc: victim@example.ie', 'Name must be on one line.'],
    ['subject', 'Hi\nthere', 'Subject must be on one line.'],
    ['subject', 'Tab\tseparated', 'Subject must be on one line.'],
    ['name', 'Line\u2028separator', 'Name must be on one line.'],
  ])('refuses a contact %s with a line break, naming the field', async (field, value, message) => {
    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...contact, [field]: value })
      .expect(400);
    expect(res.body).toMatchObject({ message, fields: { [field]: [message] } });
  });

  it('keeps line breaks in free text (the message)', async () => {
    await t.http().post('/api/contact').send(contact).expect(201);
  });

  it('refuses a line break in a name at sign-up and in a query', async () => {
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: 'crlf@example.ie', first_name: 'Aoife\r\nBcc: x@evil.example' }))
      .expect(400);
    expect(res.body.fields).toHaveProperty('first_name');
    await t.http().get('/api/dev/outbox').query({ to: 'a@b.ie\r\nX: y' }).expect(400);
  });
});
