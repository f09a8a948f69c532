import { DataSource } from 'typeorm';
import { createCouple, createDinner, db } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN_ENV, adminAgent } from './admin-kit';

async function coupleWithBookingAndReview(t: TestApp, dinnerId: string) {
  const couple = await createCouple(t);
  const [booking] = await db(t).query(
    `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status) VALUES ($1, $2, $3, 'attended') RETURNING id`,
    [dinnerId, couple.coupleId, couple.users[0].id],
  );
  await db(t).query(`INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating) VALUES ($1, $2, $3, $4, 4)`, [
    booking.id,
    dinnerId,
    couple.coupleId,
    couple.users[0].id,
  ]);
  await db(t).query(
    `INSERT INTO couple_profiles (couple_id, dining_frequency, city, country, social_age_preference, planning_style, communication_style) VALUES ($1, 'Monthly', 'Dublin', 'Ireland', 'Open to all ages', 'A mix', 'Good flow')`,
    [couple.coupleId],
  );
  await db(t).query(`INSERT INTO couple_standings (couple_id, consecutive_late_cancellations, last_late_cancellation_at) VALUES ($1, 1, now())`, [
    couple.coupleId,
  ]);
  return couple;
}

describe('purge', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const count = async (table: string) => (await dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('purges bookings and reviews, resets the cancellation counters, and says how many', async () => {
    const dinnerId = await createDinner(t);
    await coupleWithBookingAndReview(t, dinnerId);
    await coupleWithBookingAndReview(t, dinnerId);
    await db(t).query(
      `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status) VALUES ($1, gen_random_uuid(), gen_random_uuid(), 'cancelled')`,
      [dinnerId],
    );
    // A mutual "see you again" with a grant and a wish: it stands on the dinner being purged.
    const [a, b] = [(await db(t).query(`SELECT gen_random_uuid() AS id`))[0].id, (await db(t).query(`SELECT gen_random_uuid() AS id`))[0].id];
    await db(t).query(`INSERT INTO see_you_again_marks (dinner_id, couple_id, marked_couple_id) VALUES ($1, $2, $3), ($1, $3, $2)`, [dinnerId, a, b]);
    await db(t).query(
      `INSERT INTO see_you_again_contact_grants (user_id, other_couple_id, couple_id, share_email, updated_at) VALUES (gen_random_uuid(), $1, $2, true, now())`,
      [b, a],
    );
    await db(t).query(`INSERT INTO see_you_again_seatings (couple_id, other_couple_id, created_at) VALUES ($1, $2, now())`, [a, b]);
    const [paid] = await db(t).query(
      `INSERT INTO payments (couple_id, user_id, booking_id, dinner_id, amount, status, provider, provider_intent_id)
       SELECT couple_id, booked_by_user_id, id, dinner_id, 1500, 'succeeded', 'test-mode', 'pi_purged_booking' FROM dinner_bookings WHERE status = 'attended' LIMIT 1
       RETURNING id`,
    );
    const admin = await adminAgent(t);

    const res = await admin.post('/api/admin/purge/bookings').expect(200);
    expect(res.body.details).toEqual({ deletedBookings: 3, deletedReviews: 2 });
    expect(await count('dinner_bookings')).toBe(0);
    expect(await count('dinner_reviews')).toBe(0);
    expect([await count('see_you_again_marks'), await count('see_you_again_contact_grants'), await count('see_you_again_seatings')]).toEqual([0, 0, 0]);
    // The payment is an accounting record: it stays, without the booking it paid for.
    expect(await dataSource.query(`SELECT id, booking_id, amount FROM payments`)).toEqual([{ id: paid.id, booking_id: null, amount: 1500 }]);
    expect(
      await dataSource.query(
        `SELECT count(*)::int AS n FROM couple_standings WHERE consecutive_late_cancellations <> 0 OR last_late_cancellation_at IS NOT NULL`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await count('users')).toBe(5);
  });

  it('purges all user data but the admins, and says how many of each', async () => {
    const dinnerId = await createDinner(t);
    await coupleWithBookingAndReview(t, dinnerId);
    const users = await count('users');
    const admin = await adminAgent(t);

    const res = await admin.post('/api/admin/purge/users').expect(200);
    expect(res.body.details).toEqual({ deletedUsers: users - 1, deletedProfiles: 3, deletedCouples: 3, deletedBookings: 1, deletedReviews: 1 });
    expect(await dataSource.query(`SELECT email FROM users`)).toEqual([{ email: ADMIN_ENV.ADMIN_EMAIL }]);
    expect(await count('couples')).toBe(0);
    const { entries } = (await admin.get('/api/admin/audit-log').expect(200)).body;
    expect(entries.slice(0, 2).map((entry: { action: string; detail: unknown }) => [entry.action, entry.detail])).toEqual([
      ['purge_users', res.body.details],
      ['purge_bookings', { deletedBookings: 3, deletedReviews: 2, deletedUsers: 0, deletedProfiles: 0, deletedCouples: 0 }],
    ]);
  });
});
