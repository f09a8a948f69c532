import { MailOutbox } from '../../src/platform/mail/mail-outbox';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the mails sent to an address, newest first, with every link and attachment', async () => {
    const outbox = t.app.get(MailOutbox);
    await outbox.enqueue({ to: 'Aoife@Example.ie', subject: 'First', text: 'Hello', html: '<p>Hello</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.enqueue({
      to: 'aoife@example.ie',
      subject: 'Second',
      text: 'Open http://localhost:3000/verify-email?token=abc&email=aoife%40example.ie',
      html: '<a href="http://localhost:3000/verify-email?token=abc&amp;email=aoife%40example.ie">Verify</a> <a href="http://localhost:3000/terms">Terms</a>',
      attachments: [
        { filename: 'surprise-dinner.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
      ],
    });
    await outbox.enqueue({ to: 'someone-else@example.ie', subject: 'Other', text: 'x', html: 'x' });

    const res = await t.http().get('/api/dev/outbox?to=AOIFE@example.ie').expect(200);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body.messages[1].attachments).toEqual([]);
    expect(res.body.messages[0]).toEqual({
      id: expect.any(String),
      to: 'aoife@example.ie',
      subject: 'Second',
      text: expect.stringContaining('verify-email'),
      html: expect.stringContaining('<a href'),
      links: ['http://localhost:3000/verify-email?token=abc&email=aoife%40example.ie', 'http://localhost:3000/terms'],
      attachments: [
        { filename: 'surprise-dinner.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
      ],
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

  it('is absent from the API document', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
  });
});

describe('the outbox endpoint in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://tablemates.ie',
        TRUST_PROXY: 'loopback',
        SESSION_SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENT_PROVIDER: 'test-mode',
      },
    });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
  });

  it('is absent from the API document', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
  });
});

describe('the dev outbox beyond this machine (issue 14: no account takeover in development)', () => {
  describe('behind a trusted proxy on this machine (TRUST_PROXY=loopback)', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => t.close());

    it("refuses a remote client, including one that wrote a loopback address into the proxy's header", async () => {
      const res = await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.5').expect(403);
      expect(res.body.message).toBe('The dev outbox is served to this machine only (set DEV_OUTBOX=open to share it).');
      await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '127.0.0.1, 203.0.113.5').expect(403);
    });

    it('serves a client on this machine', async () => {
      await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '127.0.0.1').expect(200);
    });
  });

  describe('without a trusted proxy', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('goes by the socket address, never by a forwarded header', async () => {
      await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.5').expect(200);
    });
  });

  describe('with DEV_OUTBOX=open', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'loopback', DEV_OUTBOX: 'open' } });
    });
    afterAll(() => t.close());

    it('serves remote clients too', async () => {
      await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.5').expect(200);
    });
  });
});
