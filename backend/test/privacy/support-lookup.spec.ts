import { DataSource } from 'typeorm';
import { createCouple, createDinner, db } from '../dinners/dinner-fixtures';
import { confirmationToken } from '../consent/consent-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN_ENV, adminAgent } from './admin-kit';

describe('customer-support lookup', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let couple: Awaited<ReturnType<typeof createCouple>>;
  let dinnerId: string;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    admin = await adminAgent(t);
    couple = await createCouple(t, { names: ['Siobhán', 'Éamon'], lastName: 'Ó Ceallaigh' });
    dinnerId = await createDinner(t);
    const [booking] = await db(t).query(
      `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'confirmed', now()) RETURNING id`,
      [dinnerId, couple.coupleId, couple.users[0].id],
    );
    await db(t).query(
      `INSERT INTO payments (couple_id, user_id, booking_id, dinner_id, amount, status, provider, provider_intent_id) VALUES ($1, $2, $3, $4, 1550, 'succeeded', 'test-mode', 'pi_lookup_1')`,
      [couple.coupleId, couple.users[0].id, booking.id, dinnerId],
    );
    bookingId = booking.id;
    await db(t).query(
      `INSERT INTO couple_profiles (couple_id, dining_frequency, city, country, social_age_preference, planning_style, communication_style) VALUES ($1, 'Monthly', 'Dublin', 'Ireland', 'Open to all ages', 'A mix', 'Good flow')`,
      [couple.coupleId],
    );
    await createCouple(t, { names: ['Niamh', 'Ronan'], lastName: 'Byrne' });
  });
  afterAll(() => t.close());

  const lookup = async (query: string) =>
    (await admin.get('/api/payments/admin/user-lookup').query({ query }).expect(200)).body.results as {
      user: { id: string; first_name: string; opt_in_for_marketing: boolean };
    }[];

  it.each([
    ['first name, without accents or case', 'SIOBHAN'],
    ['last name, accents ignored', 'o ceallaigh'],
  ])('finds by %s', async (_field, query) => {
    const results = await lookup(query);
    expect(results.map((result) => result.user.first_name)).toContain('Siobhán');
    expect(results.map((result) => result.user.first_name)).not.toContain('Niamh');
  });

  it('finds by part of the email', async () => {
    const results = await lookup(couple.users[0].email.split('@')[0].toUpperCase());
    expect(results.map((result) => result.user.id)).toEqual([couple.users[0].id]);
  });

  it('finds by user id, with the couple, payments in cents and bookings', async () => {
    const [result] = (
      await admin
        .get('/api/payments/admin/user-lookup')
        .query({ query: `  ${couple.users[0].id} ` })
        .expect(200)
    ).body.results;
    expect(result.user).toMatchObject({ id: couple.users[0].id, email: couple.users[0].email, couple_id: couple.coupleId });
    expect(result.user).not.toHaveProperty('password_hash');
    // Issue 47: the couple's standing counts its no-shows of the last twelve months.
    expect(result.couple).toEqual({ status: 'active', no_shows_last_12_months: 0 });
    expect(result.paymentHistory).toEqual([
      expect.objectContaining({ amount: 1550, status: 'succeeded', provider_payment_intent_id: 'pi_lookup_1', transaction_type: 'dinner_booking' }),
    ]);
    expect(result.paymentHistory[0]).toMatchObject({ booking_id: bookingId, refunded_amount: null });
    // Rows name the dinner (city, date at its own wall time), not an id.
    expect(result.bookingHistory).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        dinner_id: dinnerId,
        dinner_city: 'Dublin',
        dinner_time_zone: 'Europe/Dublin',
        dinner_status: 'accepting_bookings',
        attendance: null,
      }),
    ]);
    expect(typeof result.bookingHistory[0].dinner_date).toBe('string');
    expect(result.subscription).toBeNull();
    expect(result.mails).toEqual([]);
  });

  it("shows the marketing opt-in from the consent module's record: the member's newsletter subscription", async () => {
    const optInOf = async (userId: string) => (await lookup(userId))[0].user.opt_in_for_marketing;
    expect(await optInOf(couple.users[0].id)).toBe(false);
    await t.http().post('/api/newsletter').send({ email: couple.users[0].email, consent: true }).expect(200);
    // Double opt-in (issue 46): a request waiting for its mailed link is no consent.
    expect(await optInOf(couple.users[0].id)).toBe(false);
    const token = await confirmationToken(t, 'newsletter', couple.users[0].email);
    await t.http().post('/api/newsletter/confirm').send({ token }).expect(200);
    expect(await optInOf(couple.users[0].id)).toBe(true);
    expect(await optInOf(couple.users[1].id)).toBe(false);
  });

  it('answers no results for a stranger and 400 for blank text', async () => {
    expect(await lookup('nobody-like-this')).toEqual([]);
    expect((await admin.get('/api/payments/admin/user-lookup').query({ query: '   ' }).expect(400)).body.message).toBe(
      'Enter a user id, email, or first or last name to search.',
    );
  });

  it('writes every lookup to the audit log, with who searched, what and whom it showed', async () => {
    await lookup('Éamon');
    const { entries } = (await admin.get('/api/admin/audit-log').expect(200)).body;
    const [adminUser] = await t.app.get(DataSource).query(`SELECT id FROM users WHERE is_admin`);
    expect(entries[0]).toMatchObject({ admin_id: adminUser.id, action: 'support_lookup', query: 'Éamon', subject_user_ids: [couple.users[1].id] });
    const [named] = await t.app.get(DataSource).query(`SELECT concat_ws(' ', first_name, last_name) AS name, email FROM users WHERE id = $1`, [adminUser.id]);
    expect(entries[0]).toMatchObject({ admin_name: named.name, admin_email: named.email });
    expect(entries.filter((entry: { action: string }) => entry.action === 'support_lookup').length).toBeGreaterThanOrEqual(6);
  });

  it('is for admins only', async () => {
    await t.http().get('/api/payments/admin/user-lookup').query({ query: 'x' }).set('Cookie', couple.cookie).expect(403);
    await t.http().get('/api/payments/admin/user-lookup').query({ query: 'x' }).expect(401);
  });
});
