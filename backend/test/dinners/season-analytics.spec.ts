import { createAdmin, createCouple, createDinner, db, TestCouple } from './dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 22, point 5: the completed dinners as a season in the admin's analytics: pairs who
 * met again, mutual "see you again" (none marked here: 0) and couple-to-couple ratings
 * against the groups' compatibility scores.
 */
describe('a season in analytics', () => {
  let t: TestApp;
  let couples: TestCouple[];

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-20T12:00:00Z') });
    couples = [];
    for (let n = 0; n < 4; n += 1) couples.push(await createCouple(t));
  });
  afterAll(() => t.close());

  /** A completed dinner `daysAgo`, one group per entry (score, couples), attended; `ratings` are [rater, rated, rating] by couple index. */
  async function dinner(daysAgo: number, groups: [number, number[]][], ratings: [number, number, number][]) {
    const dinnerId = await createDinner(t, { eventInHours: -daysAgo * 24, deadlineInHours: -daysAgo * 24 - 48 });
    await db(t).query(`UPDATE dinner_events SET status = 'completed' WHERE id = $1`, [dinnerId]);
    const bookings = new Map<number, string>();
    for (const [score, members] of groups) {
      const [group] = await db(t).query(`INSERT INTO dinner_groups (dinner_id, compatibility_score) VALUES ($1, $2) RETURNING id`, [dinnerId, score]);
      for (const n of members) {
        const [booking] = await db(t).query(
          `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status) VALUES ($1, $2, $3, 'attended') RETURNING id`,
          [dinnerId, couples[n].coupleId, couples[n].users[0].id],
        );
        bookings.set(n, booking.id);
        await db(t).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id, booking_id) VALUES ($1, $2, $3, $4)`, [
          group.id,
          dinnerId,
          couples[n].coupleId,
          booking.id,
        ]);
      }
    }
    const byRater = new Map<number, Record<string, { rating: number }>>();
    // The rated couple is named by one of its members, either one.
    for (const [rater, rated, rating] of ratings) byRater.set(rater, { ...byRater.get(rater), [couples[rated].users[rated % 2].id]: { rating } });
    for (const [rater, coupleReviews] of byRater)
      await db(t).query(
        `INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, couple_reviews) VALUES ($1, $2, $3, $4, 4, $5)`,
        [bookings.get(rater), dinnerId, couples[rater].coupleId, couples[rater].users[0].id, JSON.stringify(coupleReviews)],
      );
  }

  it('reports repeat pairs week by week, the mean couple rating by compatibility band, and no mutual pair when nobody marked anyone', async () => {
    const empty = (
      await t
        .http()
        .get('/api/admin/reports/analytics')
        .set('Cookie', await createAdmin(t))
        .expect(200)
    ).body.season;
    expect(empty).toMatchObject({ table_pairs: 0, repeat_pair_rate: null, average_couple_rating: null, weeks: [] });

    await dinner(
      15,
      [
        [85, [0, 1]],
        [55, [2, 3]],
      ],
      [
        [0, 1, 5],
        [1, 0, 4],
        [2, 3, 2],
      ],
    );
    await dinner(
      8,
      [
        [72, [0, 2]],
        [91, [1, 3]],
      ],
      [
        [0, 2, 4],
        [1, 3, 5],
        [3, 1, 5],
      ],
    );
    // Couples 0 and 1 meet again.
    await dinner(1, [[88, [0, 1]]], [[0, 1, 3]]);
    // Not yet held: not in the season.
    await createDinner(t, { eventInHours: 48 });

    const season = (
      await t
        .http()
        .get('/api/admin/reports/analytics')
        .set('Cookie', await createAdmin(t))
        .expect(200)
    ).body.season;
    expect(season).toMatchObject({
      table_pairs: 5,
      repeat_pairs: 1,
      repeat_pair_rate: 0.2,
      mutual_see_you_again_pairs: 0,
      mutual_see_you_again_share: 0,
      average_couple_rating: 28 / 7,
    });
    expect(season.weeks).toEqual([
      { week: '2026-03-02', table_pairs: 2, repeat_pairs: 0, repeat_pair_rate: 0 },
      { week: '2026-03-09', table_pairs: 2, repeat_pairs: 0, repeat_pair_rate: 0 },
      { week: '2026-03-16', table_pairs: 1, repeat_pairs: 1, repeat_pair_rate: 1 },
    ]);
    expect(
      season.rating_by_score.map((band: { band: string; ratings: number; average_rating: number | null }) => [band.band, band.ratings, band.average_rating]),
    ).toEqual([
      ['0-49', 0, null],
      ['50-59', 1, 2],
      ['60-69', 0, null],
      ['70-79', 1, 4],
      ['80-89', 3, 4],
      ['90-100', 2, 5],
    ]);
  });
  it('leaves out a rating whose key names nobody (no member, or not an id at all)', async () => {
    const admin = await createAdmin(t);
    const seasonRating = async () =>
      (await t.http().get('/api/admin/reports/analytics').set('Cookie', admin).expect(200)).body.season.average_couple_rating as number | null;
    await dinner(3, [[70, [0, 1]]], [[0, 1, 5]]);
    const before = await seasonRating();
    expect(before).not.toBeNull();
    const nobody = { 'not-an-id': { rating: 1 }, '00000000-0000-4000-8000-000000000000': { rating: 1 } };
    await db(t).query(`UPDATE dinner_reviews SET couple_reviews = couple_reviews || $1::jsonb WHERE couple_id = $2`, [
      JSON.stringify(nobody),
      couples[0].coupleId,
    ]);
    expect(await seasonRating()).toBe(before);
  });
});
