import { DataSource } from 'typeorm';
import { linkFromOutbox, signupForm, verifiedCouple } from '../identity/couple-accounts-kit';
import { tablesMentioning } from '../support/schema-scan';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN_ENV, adminAgent } from './admin-kit';

const OLD = 'before.change@example.ie';
const NEW = 'after.change@example.ie';

describe('mail preferences and a changed email in support, the export and the erasure', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('support finds the new address; the export holds the preferences and both addresses; deleting the account leaves neither anywhere', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: OLD, partner_email: 'partner.of.change@example.ie' }));
    await agent.put('/api/user/account/newsletter').send({ subscribed: true }).expect(200);
    await agent.put('/api/user/account/mail-preferences').send({ dinner_reminders: false }).expect(200);
    await agent.post('/api/user/account/email-change').send({ new_email: NEW, current_password: 'Dinner4Two!' }).expect(200);
    const link = await linkFromOutbox(t, NEW, '/confirm-email-change');
    await t
      .http()
      .post('/api/auth/confirm-email-change')
      .send({ token: link.searchParams.get('token') })
      .expect(200);

    const admin = await adminAgent(t);
    const found = await admin.get('/api/payments/admin/user-lookup').query({ query: NEW }).expect(200);
    expect(found.body.results.map((result: { user: { email: string } }) => result.user.email)).toEqual([NEW]);

    const exported = (await agent.get('/api/user/data-export').expect(200)).body.data;
    expect(exported.users[0]).toMatchObject({ email: NEW, dinner_reminders: false, previous_emails: [OLD] });
    expect(exported.newsletter_subscriptions).toEqual([expect.objectContaining({ email: NEW, source: 'account_settings' })]);
    expect(exported.mail_outbox.map((mail: { recipient: string }) => mail.recipient)).toEqual(expect.arrayContaining([OLD, NEW]));

    await agent.post('/api/user/account/delete').send({ password: 'Dinner4Two!' }).expect(200);
    expect(await tablesMentioning(dataSource, [OLD, NEW])).toEqual({});
  });
});
