import { MailOutbox } from '../../src/platform/mail/mail-outbox';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the mails sent to an address, newest first, with every link', async () => {
    const outbox = t.app.get(MailOutbox);
    await outbox.enqueue({ to: 'Aoife@Example.ie', subject: 'First', text: 'Hello', html: '<p>Hello</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.enqueue({
      to: 'aoife@example.ie',
      subject: 'Second',
      text: 'Open http://localhost:3000/verify-email?token=abc&email=aoife%40example.ie',
      html: '<a href="http://localhost:3000/verify-email?token=abc&amp;email=aoife%40example.ie">Verify</a> <a href="http://localhost:3000/terms">Terms</a>',
    });
    await outbox.enqueue({ to: 'someone-else@example.ie', subject: 'Other', text: 'x', html: 'x' });

    const res = await t.http().get('/api/dev/outbox?to=AOIFE@example.ie').expect(200);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body.messages[0]).toEqual({
      id: expect.any(String),
      to: 'aoife@example.ie',
      subject: 'Second',
      text: expect.stringContaining('verify-email'),
      html: expect.stringContaining('<a href'),
      links: ['http://localhost:3000/verify-email?token=abc&email=aoife%40example.ie', 'http://localhost:3000/terms'],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('lists every recipient without a filter', async () => {
    const res = await t.http().get('/api/dev/outbox').expect(200);
    expect(res.body.messages).toHaveLength(3);
  });
});

describe('the outbox endpoint when mail goes over SMTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
  });
});

describe('the outbox endpoint in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://tablemates.ie', TRUST_PROXY: 'true', SESSION_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:2525', PAYMENT_PROVIDER: 'test-mode' },
    });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
  });
});
