import { DataSource } from 'typeorm';
import { OutboxDelivery } from '../../src/platform/mail/outbox-delivery';
import { createDinner, db } from '../dinners/dinner-fixtures';
import { joinConfirmed } from '../consent/consent-kit';
import { signupForm, verifiedCouple } from '../identity/couple-accounts-kit';
import { rowsReferring, tablesMentioning } from '../support/schema-scan';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN, ADMIN_ENV, adminAgent } from './admin-kit';

const PERSON = { first_name: 'Zebedee', last_name: 'Quillfeather', email: 'zebedee.quill@example.ie', phone_number: '+353 861112223' };
const PARTNER = { partner_first_name: 'Ottoline', partner_email: 'ottoline.q@example.ie' };
const NEEDLES = [PERSON.email, PERSON.first_name, PERSON.last_name, '861112223', PARTNER.partner_first_name, PARTNER.partner_email];

/** A couple that left a trace in every module: signup (with the marketing opt-in), partial signup, booking, payment, review, see you again, group, contact, waitlist, newsletter, lookup. */
async function coupleWithHistory(t: TestApp) {
  const { agent } = await verifiedCouple(t, signupForm({ ...PERSON, ...PARTNER, opt_in_for_marketing: true }));
  const [user] = await db(t).query(`SELECT id, couple_id FROM users WHERE email = $1`, [PERSON.email]);
  const dinnerId = await createDinner(t, { eventInHours: 72, deadlineInHours: 48 });
  const intent = await agent.post('/api/payments/create-intent').send({ dinnerId, amount: 15 }).expect(201);
  await agent
    .post('/api/payments/test-mode/confirm')
    .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })
    .expect(200);
  const [booking] = await db(t).query(`SELECT id FROM dinner_bookings WHERE couple_id = $1`, [user.couple_id]);
  await db(t).query(
    `INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, review_text) VALUES ($1, $2, $3, $4, 5, 'Lovely evening')`,
    [booking.id, dinnerId, user.couple_id, user.id],
  );
  const [group] = await db(t).query(`INSERT INTO dinner_groups (dinner_id, compatibility_score) VALUES ($1, 80) RETURNING id`, [dinnerId]);
  await db(t).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id, booking_id) VALUES ($1, $2, $3, $4)`, [
    group.id,
    dinnerId,
    user.couple_id,
    booking.id,
  ]);
  await db(t).query(`INSERT INTO subscriptions (couple_id, status, plan_type) VALUES ($1, 'active', 'monthly')`, [user.couple_id]);
  // "See you again" with a couple of the table, mutual: both marks, a contact grant and the wish to be seated together again.
  const [other] = await db(t).query(`SELECT gen_random_uuid() AS id`);
  await db(t).query(`INSERT INTO see_you_again_marks (dinner_id, couple_id, marked_couple_id) VALUES ($1, $2, $3), ($1, $3, $2)`, [
    dinnerId,
    user.couple_id,
    other.id,
  ]);
  await db(t).query(
    `INSERT INTO see_you_again_contact_grants (user_id, other_couple_id, couple_id, share_email, updated_at) VALUES ($1, $2, $3, true, now())`,
    [user.id, other.id, user.couple_id],
  );
  await db(t).query(`INSERT INTO see_you_again_seatings (couple_id, other_couple_id, created_at) VALUES ($1, $2, now())`, [user.couple_id, other.id]);
  await db(t).query(`INSERT INTO partial_signups (email, data) VALUES ($1, $2)`, [
    PERSON.email,
    { first_name: PERSON.first_name, phone_number: PERSON.phone_number },
  ]);
  await t
    .http()
    .post('/api/contact')
    .send({ name: `${PERSON.first_name} ${PERSON.last_name}`, email: PERSON.email, subject: 'Dietary question', message: 'Can we bring a cake?' })
    .expect((res) => expect(res.status).toBeLessThan(300));
  // The waitlist confirmed through its mailed link (the entry, and the used request until it expires); the newsletter form finds the opt-in's subscription.
  await joinConfirmed(t, 'waitlist', PERSON.email);
  await t
    .http()
    .post('/api/newsletter')
    .send({ email: PERSON.email, consent: true })
    .expect((res) => expect(res.status).toBeLessThan(300));
  await t.http().post('/api/auth/login').send({ email: PERSON.email, password: 'Not-the-password1' }).expect(401);
  return { agent, userId: user.id as string, coupleId: user.couple_id as string, dinnerId, paymentIntentId: intent.body.paymentIntentId as string };
}

describe('deleting a user (admin)', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('leaves no row anywhere with their email, name or phone, and keeps the payment detached', async () => {
    const couple = await coupleWithHistory(t);
    const admin = await adminAgent(t);
    await admin.get('/api/payments/admin/user-lookup').query({ query: 'quillfeather' }).expect(200);
    expect(Object.keys(await tablesMentioning(dataSource, NEEDLES)).length).toBeGreaterThan(8);

    await admin.delete(`/api/admin/users/${couple.userId}`).expect(200, { success: true, message: 'User deleted' });

    expect(await tablesMentioning(dataSource, NEEDLES)).toEqual({});
    // Only the audit entry of the deletion itself keeps the (now meaningless) id.
    expect(await rowsReferring(dataSource, [couple.userId, couple.coupleId], [])).toEqual({ admin_audit_log: 1 });
    const [payment] = await dataSource.query(`SELECT amount, status FROM payments WHERE provider_intent_id = $1`, [couple.paymentIntentId]);
    expect(payment).toEqual({ amount: 1500, status: 'succeeded' });
    // The seat it had taken stays a fact, cancelled (its spot is free again) and linked to nobody.
    expect(await dataSource.query(`SELECT status FROM dinner_bookings WHERE dinner_id = $1`, [couple.dinnerId])).toEqual([{ status: 'cancelled' }]);
    await couple.agent.get('/api/auth/me').expect(401);
  });

  it('keeps the couple for the partner who stays', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'stays.primary@example.ie', partner_email: 'leaves.partner@example.ie' }));
    const [primary] = await dataSource.query(`SELECT id, couple_id FROM users WHERE email = 'stays.primary@example.ie'`);
    const [leaver] = await dataSource.query(
      `INSERT INTO users (email, first_name, last_name, role, couple_id, invited_by_user_id) VALUES ('leaves.partner@example.ie', 'Leaver', 'Person', 'partner', $1, $2) RETURNING id`,
      [primary.couple_id, primary.id],
    );
    const admin = await adminAgent(t);
    await admin.delete(`/api/admin/users/${leaver.id}`).expect(200);
    await agent.get('/api/auth/me').expect(200);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM couple_profiles WHERE couple_id = $1`, [primary.couple_id])).toEqual([{ n: 1 }]);
    expect(await tablesMentioning(dataSource, ['Leaver', 'leaves.partner@example.ie'])).toEqual({});
  });

  it('exports and erases the requests still waiting for their confirmation link (double opt-in, issue 46)', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'pending.reader@example.ie', partner_email: 'pending.partner@example.ie' }));
    const [member] = await dataSource.query(`SELECT id FROM users WHERE email = 'pending.reader@example.ie'`);
    await t.http().post('/api/newsletter').send({ email: 'pending.reader@example.ie', consent: true }).expect(200);
    await t.http().post('/api/waitlist').send({ email: 'pending.reader@example.ie', consent: true }).expect(200);
    await t.http().post('/api/waitlist').send({ email: 'someone.else@example.ie', consent: true }).expect(200);

    const exported = (await agent.get('/api/user/data-export').expect(200)).body.data.consent_confirmations;
    expect(exported.map((row: { kind: string }) => row.kind).sort()).toEqual(['newsletter', 'waitlist']);
    expect(Object.keys(exported[0]).sort()).toEqual(['email', 'expires_at', 'id', 'kind', 'payload', 'requested_at', 'used_at']);

    const admin = await adminAgent(t);
    await admin.delete(`/api/admin/users/${member.id}`).expect(200);
    expect(await dataSource.query(`SELECT email FROM consent_confirmations WHERE email LIKE '%@example.ie' ORDER BY email`)).toEqual([
      { email: 'someone.else@example.ie' },
    ]);
  });

  it('refuses deleting oneself and the last admin, answers 404 for an unknown user', async () => {
    const admin = await adminAgent(t);
    const [self] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]);
    expect((await admin.delete(`/api/admin/users/${self.id}`).expect(409)).body.code).toBe('IDENTITY.CANNOT_DELETE_SELF');
    await admin.delete('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.delete('/api/admin/users/not-a-uuid').expect(400);
  });

  it('answers 403 to couples and 401 when signed out', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'curious.member@example.ie', partner_email: 'curious.partner@example.ie' }));
    await agent.delete('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(403);
    await agent.get('/api/admin/users/joined').expect(403);
    await agent.post('/api/admin/purge/users').expect(403);
    await agent.post('/api/admin/purge/bookings').expect(403);
    await agent.get('/api/payments/admin/user-lookup').query({ query: 'x' }).expect(403);
    await agent.get('/api/admin/audit-log').expect(403);
    await t.http().delete('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(401);
  });
});

describe("a couple's own data", () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('exports every row of every table that refers to the couple or the member, credentials aside', async () => {
    const couple = await coupleWithHistory(t);
    const admin = await adminAgent(t);
    await admin.get('/api/payments/admin/user-lookup').query({ query: PERSON.email }).expect(200);
    const res = await couple.agent.get('/api/user/data-export').expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    // The member's own rows and the couple's; sessions and emailed tokens are credentials, never exported (issue 46).
    const { sessions, auth_tokens: tokens, ...expected } = await rowsReferring(dataSource, [couple.coupleId, couple.userId], [PERSON.email]);
    expect([sessions, tokens]).toEqual([1, 1]);
    const exported = Object.fromEntries(
      Object.entries(res.body.data as Record<string, unknown[]>)
        .filter(([, rows]) => rows.length > 0)
        .map(([table, rows]) => [table, rows.length]),
    );
    expect(exported).toEqual(expected);
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'users',
        'couples',
        'couple_profiles',
        'dinner_bookings',
        'dinner_reviews',
        'payments',
        'mail_outbox',
        'waitlist_entries',
        'consent_confirmations',
        'see_you_again_marks',
        'see_you_again_contact_grants',
        'see_you_again_seatings',
      ]),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|token_hash|"sid"/);
  });

  it('deletes the account after the password, tells the partner, and forgets that mail once sent', async () => {
    const { agent } = await verifiedCouple(
      t,
      signupForm({ email: 'leaving.couple@example.ie', partner_email: 'leaving.partner@example.ie', first_name: 'Wilhelmina' }),
    );
    const [primary] = await dataSource.query(`SELECT id, couple_id FROM users WHERE email = 'leaving.couple@example.ie'`);
    await dataSource.query(
      `INSERT INTO users (email, first_name, last_name, role, couple_id, invited_by_user_id) VALUES ('leaving.partner@example.ie', 'Bartholomew', 'Leaving', 'partner', $1, $2)`,
      [primary.couple_id, primary.id],
    );
    // Issue 25: the failed sign-in's counter (account:<email>) stayed until housekeeping.
    await t.http().post('/api/auth/login').send({ email: 'leaving.couple@example.ie', password: 'Not-the-password1' }).expect(401);
    const wrong = await agent.post('/api/user/account/delete').send({ password: 'not-it' }).expect(400);
    expect(wrong.body.message).toBe('The password is incorrect.');

    await agent.post('/api/user/account/delete').send({ password: 'Dinner4Two!' }).expect(200);
    await agent.get('/api/auth/me').expect(401);
    const [farewell] = await dataSource.query(`SELECT subject FROM mail_outbox WHERE recipient = 'leaving.partner@example.ie'`);
    expect(farewell.subject).toBe('Your Tablemates account has been deleted');
    expect(Object.keys(await tablesMentioning(dataSource, ['leaving.couple@example.ie', 'Bartholomew']))).toEqual(['mail_outbox']);

    await t.app.get(OutboxDelivery).deliverDue();
    expect(await tablesMentioning(dataSource, ['leaving.couple@example.ie', 'leaving.partner@example.ie', 'Wilhelmina', 'Bartholomew'])).toEqual({});
  });
});

/** Issue 25: after 'All user data purged', mails, contact messages, waitlist and newsletter entries, sign-in counters and empty groups stayed. */
describe('purging all user data (admin)', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('leaves no row anywhere with their email, name or phone, and no empty group', async () => {
    await coupleWithHistory(t);
    await t
      .http()
      .post('/api/waitlist')
      .send({ email: PARTNER.partner_email, consent: true })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(Object.keys(await tablesMentioning(dataSource, NEEDLES)).length).toBeGreaterThan(8);
    const admin = await adminAgent(t);
    // Issue 46: a lookup, a support reason naming the person, and the ids in subject_user_ids stayed in the audit log.
    await admin.get('/api/payments/admin/user-lookup').query({ query: PERSON.last_name }).expect(200);
    const [mail] = await dataSource.query(`SELECT id FROM mail_outbox WHERE recipient = $1 LIMIT 1`, [PERSON.email]);
    await admin
      .post(`/api/admin/support/mails/${mail.id}/resend`)
      .send({ reason: `Resent for ${PERSON.first_name} ${PERSON.last_name} on ${PERSON.phone_number}` })
      .expect(200);
    const members: { id: string }[] = await dataSource.query(`SELECT id FROM users WHERE NOT is_admin`);
    const [adminRow] = await dataSource.query(`SELECT id FROM users WHERE is_admin`);

    await admin.post('/api/admin/purge/users').expect(200);

    expect(await tablesMentioning(dataSource, NEEDLES)).toEqual({});
    expect(
      await rowsReferring(
        dataSource,
        members.map((member) => member.id),
        [],
      ),
    ).toEqual({});
    expect(await dataSource.query(`SELECT DISTINCT admin_id FROM admin_audit_log`)).toEqual([{ admin_id: adminRow.id }]);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM dinner_groups`)).toEqual([{ n: 0 }]);
    expect(await dataSource.query(`SELECT email FROM users`)).toEqual([{ email: ADMIN.email }]);
  });
});
