import { outboxCount, signupForm, verifiedCouple } from '../identity/couple-accounts-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../../src/platform/mail/mail-outbox';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';

const PHISH = 'Urgent: verify your account at http://evil.example/login';

/** Issue 25: 12 addresses × 3 forms put 108 mails into one inbox within seconds, some quoting the sender's text. */
describe('mails anyone can make us send', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_CAP_PER_HOUR: '6' } });
  });
  afterAll(() => t.close());

  it('reach one address at most MAIL_CAP_PER_HOUR times an hour, with the same answers', async () => {
    const victim = 'victim@example.ie';
    await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: victim, partner_email: null }))
      .expect(201);
    for (let i = 0; i < 4; i += 1) {
      await t.http().post('/api/auth/forgot-password').send({ email: victim }).expect(200);
      await t.http().post('/api/auth/magic-link').send({ email: victim }).expect(200);
      await t.http().post('/api/contact').send({ name: 'Mallory', email: victim, subject: 'Account notice', message: PHISH }).expect(201);
    }
    expect(await outboxCount(t, victim)).toBe(6);
  });

  it('hold to the cap under a burst of 100 concurrent requests (issue 46: 43 mails past a cap of 10)', async () => {
    const target = 'burst-target@example.ie';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t
          .http()
          .post('/api/contact')
          .send({ name: 'Mallory', email: target, subject: 'Account notice', message: `Burst message ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.status >= 300).map((res) => res.status)).toEqual([]);
    expect(await outboxCount(t, target)).toBe(6);
    // A hundred requests at once: minutes on a busy two-core machine, not a hang.
  }, 180_000);

  it('never carry user text in a partner invitation subject', async () => {
    const { agent } = await verifiedCouple(
      t,
      signupForm({ email: 'inviter@example.ie', partner_email: null, first_name: 'Urgent', last_name: 'verify at evil.example' }),
    );
    await agent
      .post('/api/partner/send-invitation')
      .send({ partner_email: 'invitee@example.ie' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const { messages } = (await t.http().get('/api/dev/outbox').query({ to: 'invitee@example.ie' }).expect(200)).body as { messages: { subject: string }[] };
    expect(messages.map((message) => message.subject)).toEqual(['You are invited to join your couple account on Tablemates']);
  });

  it("written together (a run's restaurant reservations): every uncapped mail kept, capped ones still held to the cap", async () => {
    const mail = (to: string, capped: boolean) => ({ to, subject: 'Table 3', text: 'Table 3', html: '<p>Table 3</p>', capped });
    const restaurantMails = Array.from({ length: 250 }, () => mail('Kitchen@Example.ie', false));
    const cappedMails = Array.from({ length: 8 }, () => mail('requested@example.ie', true));
    await t.app.get(UnitOfWork).run(() => t.app.get(MailOutbox).enqueueAll([...restaurantMails, ...cappedMails]));
    const [{ count }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = 'kitchen@example.ie'`);
    expect(count).toBe(250);
    expect(await outboxCount(t, 'requested@example.ie')).toBe(6);
  });
});
