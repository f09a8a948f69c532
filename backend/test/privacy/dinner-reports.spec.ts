import { createCouple, createDinner, db } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN_ENV, adminAgent } from './admin-kit';

const DAY = 24 * 3_600_000;

describe('admin history and analytics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true, now: new Date('2026-03-20T12:00:00Z') });
  });
  afterAll(() => t.close());

  /** A past dinner with paid couples, some seated in a group with a restaurant, and reviews. */
  async function pastDinner(daysAgo: number, paid: number, seated: number, compatibility: number, restaurantRatings: number[]) {
    const dinnerId = await createDinner(t, { eventInHours: -daysAgo * 24, deadlineInHours: -daysAgo * 24 - 48 });
    await db(t).query(`UPDATE dinner_events SET status = 'completed' WHERE id = $1`, [dinnerId]);
    const [restaurant] = await db(t).query(`SELECT id FROM restaurants LIMIT 1`);
    const [group] = await db(t).query(`INSERT INTO dinner_groups (dinner_id, compatibility_score, restaurant_id) VALUES ($1, $2, $3) RETURNING id`, [
      dinnerId,
      compatibility,
      restaurant?.id ?? null,
    ]);
    for (let index = 0; index < paid; index += 1) {
      const couple = await createCouple(t);
      const [booking] = await db(t).query(
        `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status) VALUES ($1, $2, $3, 'attended') RETURNING id`,
        [dinnerId, couple.coupleId, couple.users[0].id],
      );
      if (index < seated)
        await db(t).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id, booking_id) VALUES ($1, $2, $3, $4)`, [
          group.id,
          dinnerId,
          couple.coupleId,
          booking.id,
        ]);
      if (index < restaurantRatings.length)
        await db(t).query(
          `INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, restaurant_rating) VALUES ($1, $2, $3, $4, 4, $5)`,
          [booking.id, dinnerId, couple.coupleId, couple.users[0].id, restaurantRatings[index]],
        );
    }
    return dinnerId;
  }

  it('reports past dinners and the four tiles with their series', async () => {
    const [restaurantCount] = await db(t).query(`SELECT count(*)::int AS n FROM restaurants`);
    if (restaurantCount.n === 0) {
      await db(t).query(
        `INSERT INTO restaurants (name, address, city, country, cuisine_types, price_range, dietary_accommodations, dining_vibe_tags) VALUES ('Test Table', '1 Main St', 'Dublin', 'Ireland', '{Italian}', '€€', '{Vegetarian}', '{Casual}')`,
      );
    }
    const older = await pastDinner(14, 4, 3, 80, [5, 4]);
    await pastDinner(3, 2, 1, 60, [3]);
    await createDinner(t, { eventInHours: 96 });
    const admin = await adminAgent(t);

    const { dinners } = (await admin.get('/api/admin/reports/history').expect(200)).body;
    expect(dinners).toHaveLength(2);
    expect(dinners[1]).toMatchObject({
      dinner_id: older,
      booked_couples: 4,
      matched_couples: 3,
      groups: 1,
      groups_with_restaurant: 1,
      attended_couples: 4,
      average_restaurant_rating: 4.5,
      reviews: 2,
      average_compatibility: 80,
    });

    const analytics = (await admin.get('/api/admin/reports/analytics').expect(200)).body;
    expect(analytics.tiles).toEqual({
      total_events: 3,
      active_users: 0,
      success_rate: 4 / 6,
      success_rate_definition:
        'Share of paid couples of completed dinners who were seated in a group with a restaurant. Dinners the service cancelled are left out: their couples were refunded.',
      avg_rating: 4,
    });
    expect(analytics.weeks).toEqual([
      { week: '2026-03-02', success_rate: 0.75, average_rating: 4.5 },
      { week: '2026-03-16', success_rate: 0.5, average_rating: 3 },
    ]);
    expect(
      analytics.compatibility_vs_rating.map((point: { average_compatibility: number; average_rating: number }) => [
        point.average_compatibility,
        point.average_rating,
      ]),
    ).toEqual([
      [80, 4.5],
      [60, 3],
    ]);
    expect(analytics.bookings_per_week.reduce((sum: number, week: { bookings: number }) => sum + week.bookings, 0)).toBe(6);
  });

  it('counts as active the members who signed in within 30 days', async () => {
    const agent = t.agent();
    await agent.post('/api/admin/login').send({ email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD }).expect(200);
    const couple = await createCouple(t);
    await db(t).query(`UPDATE users SET last_signed_in_at = $2 WHERE id = $1`, [couple.users[1].id, new Date(t.clock.now().getTime() - 40 * DAY)]);
    // The admin's password hash lets this couple member sign in through the real login route.
    await db(t).query(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE is_admin LIMIT 1) WHERE id = $1`, [couple.users[0].id]);
    await t.http().post('/api/auth/login').send({ email: couple.users[0].email, password: ADMIN_ENV.ADMIN_PASSWORD }).expect(200);
    expect((await agent.get('/api/admin/reports/analytics').expect(200)).body.tiles.active_users).toBe(1);
  });

  it("defines the success rate in the reader's language (issue 49)", async () => {
    const admin = await adminAgent(t);
    const { tiles } = (await admin.get('/api/admin/reports/analytics').set('Accept-Language', 'fr-FR,fr;q=0.9').expect(200)).body;
    expect(tiles.success_rate_definition).toBe(
      'Part des couples payés des dîners terminés qui ont été installés dans un groupe avec un restaurant. Les dîners annulés par le service sont exclus : leurs couples ont été remboursés.',
    );
  });
});
