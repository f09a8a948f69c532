import { DataSource } from 'typeorm';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { MailOutbox } from '../../src/platform/mail/mail-outbox';
import { Mailer } from '../../src/platform/mail/mailer';
import { OutboxDelivery, retryDelayMs } from '../../src/platform/mail/outbox-delivery';
import { signupForm } from '../identity/couple-accounts-kit';
import { startSmtpStandIn, SmtpStandIn } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';

const mail = (subject: string) => ({ to: 'aoife@example.ie', subject, text: subject, html: `<p>${subject}</p>` });

const outboxRows = (t: TestApp): Promise<{ subject: string; status: string; attempts: number }[]> =>
  t.app.get(DataSource).query('SELECT subject, status, attempts FROM mail_outbox ORDER BY created_at');

describe('the transactional mail outbox', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.failing = false;
    smtp.beforeAccepting = undefined;
    await t.app.get(DataSource).query('DELETE FROM mail_outbox');
  });

  it('keeps a mail only when the transaction that enqueued it commits', async () => {
    const unitOfWork = t.app.get(UnitOfWork);
    const outbox = t.app.get(MailOutbox);
    await expect(
      unitOfWork.run(async () => {
        await outbox.enqueue(mail('Rolled back'));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await unitOfWork.run(() => outbox.enqueue(mail('Committed')));

    expect((await outboxRows(t)).map((row) => row.subject)).toEqual(['Committed']);
    await t.app.get(OutboxDelivery).deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].raw).toContain('Subject: Committed');
  });

  it('sends a calendar file as an invitation: a text/calendar part with its METHOD, and the file attached', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    await t.app.get(MailOutbox).enqueue({
      ...mail('Cancelled'),
      attachments: [{ filename: 'surprise-dinner-cancelled.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics }],
    });
    await t.app.get(OutboxDelivery).deliverDue();
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0].raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    expect(raw).toMatch(/Content-Type: application\/ics; name=surprise-dinner-cancelled\.ics/);
    expect(raw).toContain(Buffer.from(ics).toString('base64'));
  });

  it('retries with backoff while the transport fails and delivers once it is back', async () => {
    const delivery = t.app.get(OutboxDelivery);
    await t.app.get(MailOutbox).enqueue(mail('Welcome'));

    smtp.failing = true;
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await outboxRows(t)).toEqual([{ subject: 'Welcome', status: 'pending', attempts: 1 }]);

    smtp.failing = false;
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 }); // not due before the backoff ends
    t.clock.advance(retryDelayMs(1));
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows(t)).toEqual([{ subject: 'Welcome', status: 'sent', attempts: 2 }]);
  });

  it('signs a couple up while the transport fails, and delivers the verification mail once it is back', async () => {
    smtp.failing = true;
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: 'smtp-down@example.ie', partner_email: 'smtp-down-partner@example.ie' }));
    expect(res.status).toBe(201);
    const delivery = t.app.get(OutboxDelivery);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });

    smtp.failing = false;
    t.clock.advance(retryDelayMs(1));
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((received) => received.raw)).toEqual([expect.stringContaining('To: smtp-down@example.ie')]);
  });

  it('marks every mail it sent, the last one included, and forgets a mail to erase once it is sent', async () => {
    const outbox = t.app.get(MailOutbox);
    for (let i = 0; i < 20; i += 1) await outbox.enqueue(mail(`Mail ${i}`));
    await outbox.enqueue({ ...mail('To an erased member'), eraseAfterDelivery: true });

    expect(await t.app.get(OutboxDelivery).deliverDue()).toEqual({ sent: 21, failed: 0 });
    expect(smtp.received).toHaveLength(21);
    const rows = await outboxRows(t);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(await t.app.get(OutboxDelivery).deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('delivers a committed mail after the process that wrote it is gone', async () => {
    await t.app.get(MailOutbox).enqueue(mail('Written before the crash'));
    // A second instance on the same database stands for the restarted process.
    const restarted = await createTestApp({ env: { SMTP_URL: smtp.url }, database: t.database, now: t.clock.now() });
    try {
      await restarted.app.get(OutboxDelivery).deliverDue();
    } finally {
      await restarted.close();
    }
    expect(smtp.received.map((received) => received.raw)).toEqual([expect.stringContaining('Subject: Written before the crash')]);
  });

  it('delivers each mail exactly once when two instances deliver at the same time', async () => {
    const second = await createTestApp({ env: { SMTP_URL: smtp.url }, database: t.database, now: t.clock.now() });
    try {
      const outbox = t.app.get(MailOutbox);
      for (let i = 0; i < 60; i += 1) await outbox.enqueue(mail(`Mail ${i}`));
      const reports = await Promise.all([t.app.get(OutboxDelivery).deliverDue(), second.app.get(OutboxDelivery).deliverDue()]);
      expect(reports[0].sent + reports[1].sent).toBe(60);
    } finally {
      await second.close();
    }
    const subjects = smtp.received.map((received) => /Subject: (.*)/.exec(received.raw)![1].trim()).sort();
    expect(subjects).toHaveLength(60);
    expect(new Set(subjects).size).toBe(60);
  });

  it('keeps its SMTP connection open from one mail to the next (issue 50)', async () => {
    const delivery = t.app.get(OutboxDelivery);
    const before = smtp.connections; // the pool may still hold a connection from an earlier test
    for (let i = 0; i < 4; i += 1) {
      await t.app.get(MailOutbox).enqueue(mail(`One of four ${i}`));
      expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    }
    expect(smtp.received).toHaveLength(4);
    expect(smtp.connections - before).toBeLessThanOrEqual(1);
  });

  it('has several mails in flight at once (issue 50)', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.get(MailOutbox).enqueue(mail(`Side by side ${i}`));
    const claimed = async () => (await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM mail_outbox WHERE attempts > 0'))[0].n as number;
    // The server holds the first mail while the others are claimed, if they ever are: a bounded number of looks, then it accepts.
    const claimedWhenAccepting: number[] = [];
    smtp.beforeAccepting = async () => {
      for (let looks = 0; looks < 100 && (await claimed()) < 3; looks += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      claimedWhenAccepting.push(await claimed());
    };
    expect(await t.app.get(OutboxDelivery).deliverDue()).toEqual({ sent: 3, failed: 0 });
    expect(smtp.received).toHaveLength(3);
    expect(claimedWhenAccepting[0]).toBe(3);
  });

  it('sends each mail once when a slow server outlasts the lease of a queue, with two deliverers (issue 25)', async () => {
    const outbox = t.app.get(MailOutbox);
    for (let i = 0; i < 30; i += 1) await outbox.enqueue(mail(`Slow ${i}`));
    // Two instances' deliverers: they share the database and the SMTP server, nothing in memory.
    const [first, second] = [0, 1].map(() => new OutboxDelivery(t.app.get(DataSource), t.app.get(Mailer), t.clock));
    let secondRunning = false;
    // Each of the first deliverer's mails takes the server 7 s; meanwhile the second delivers whatever it finds due.
    smtp.beforeAccepting = async () => {
      if (secondRunning) return;
      t.clock.advance(7_000);
      secondRunning = true;
      await second.deliverDue();
      secondRunning = false;
    };
    await first.deliverDue();

    const subjects = smtp.received.map((received) => /Subject: (.*)/.exec(received.raw)![1].trim());
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect((await outboxRows(t)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
