import { seedAdmin, seedBookedDinner } from '../../scripts/matching/booked-dinner';
import { RestaurantsDemoData } from '../../src/modules/restaurants/adapters/demo/restaurants-demo-data';
import { holdSearchToItsSteps } from './search-to-its-steps';
import { couple } from './matching-arbitraries';
import { createTestApp, TestApp } from '../support/test-app';
import { db, signIn } from '../dinners/dinner-fixtures';

const HOUR = 3_600_000;

/** The engine's memory in the app: a matching run reads the couples' past groups and reviews from the database. */
describe('matching runs remember past dinners', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(RestaurantsDemoData).seed();
    admin = await signIn(app, await seedAdmin(db(app)));
    // Every search round runs, so the groups do not depend on the machine's load.
    await holdSearchToItsSteps(app, admin);
  });
  afterAll(() => app.close());

  const at = (hours: number) => new Date(app.clock.now().getTime() + hours * HOUR);
  const run = async (dinnerId: string) => (await app.http().post(`/api/admin/matching/run/${dinnerId}`).set('Cookie', admin).expect(200)).body.matches;
  type Group = { restaurant_id: string | null; match_reasoning: string; participants: { couple_id: string }[] };
  const groupsOf = (matches: { groups: Group[] }) => matches.groups.map((g) => g.participants.map((p) => p.couple_id).sort());
  const primaryOf = async (coupleId: string): Promise<string> =>
    (await db(app).query(`SELECT id FROM users WHERE couple_id = $1 AND role = 'primary'`, [coupleId]))[0].id;

  /** Another dinner of the city booked (and paid) by these existing couples. */
  async function bookAgain(coupleIds: string[], eventDate: Date): Promise<string> {
    const [{ id }] = await db(app).query(
      `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, status, logistics_fee_cents) VALUES ('Dublin', 'Ireland', $1, $2, 20, 'booking_closed', 1500) RETURNING id`,
      [eventDate, at(-1)],
    );
    for (const coupleId of coupleIds) {
      await db(app).query(
        `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'confirmed', now())`,
        [id, coupleId, await primaryOf(coupleId)],
      );
    }
    return id;
  }

  async function review(dinnerId: string, coupleId: string, ratings: { restaurant?: number; couples: Record<string, number> }): Promise<void> {
    const [booking] = await db(app).query(`SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2`, [dinnerId, coupleId]);
    const coupleReviews: Record<string, { rating: number }> = {};
    for (const [other, rating] of Object.entries(ratings.couples)) coupleReviews[await primaryOf(other)] = { rating };
    await db(app).query(
      `INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, restaurant_rating, couple_reviews) VALUES ($1, $2, $3, $4, 4, $5, $6)`,
      [booking.id, dinnerId, coupleId, await primaryOf(coupleId), ratings.restaurant ?? null, JSON.stringify(coupleReviews)],
    );
  }

  it('seats new faces, never a pair rated 2 or less, never a couple at a restaurant it rated 2 or less, and names an unavoidable repeat', async () => {
    // Two look-alike clusters: left alone, the engine seats each cluster together.
    const profiles = [
      ...[1, 2, 3].map((n) => couple(`a${n}`, { cuisineTypes: ['Italian'], diningVibe: ['Relaxed & Casual'] })),
      ...[4, 5, 6].map((n) =>
        couple(`b${n}`, {
          cuisineTypes: ['Thai'],
          diningVibe: ['Vibrant & Social'],
          planningStyle: 'Spontaneous',
          lifeStagePreference: 'Navigating parenthood',
        }),
      ),
    ];
    const first = await seedBookedDinner(db(app), { couples: profiles, restaurants: [], eventDate: at(72), bookingDeadline: at(-1) });
    const firstGroups = await run(first.dinnerId);
    const pastPairs = groupsOf(firstGroups).flatMap((g) => g.flatMap((a, x) => g.slice(x + 1).map((b) => [a, b])));
    expect(pastPairs.length).toBeGreaterThan(0);

    const [x, y] = pastPairs[0];
    const xGroup = (firstGroups.groups as Group[]).find((g) => g.participants.some((p) => p.couple_id === x))!;
    await review(first.dinnerId, x, { restaurant: 2, couples: { [y]: 2 } });

    const second = await bookAgain(first.coupleIds, at(96));
    const secondGroups = await run(second);
    expect(secondGroups.unmatched_couples).toBe(0);
    for (const g of groupsOf(secondGroups)) for (const [a, b] of pastPairs) expect(g.includes(a) && g.includes(b)).toBe(false);
    const xNow = (secondGroups.groups as Group[]).find((g) => g.participants.some((p) => p.couple_id === x))!;
    expect(xNow.restaurant_id).not.toBeNull();
    expect(xNow.restaurant_id).not.toBe(xGroup.restaurant_id);

    // Only a pair that met is booked: seating them beats leaving both out, and the reasoning says so.
    const [p, q] = pastPairs.find(([a, b]) => !(a === x && b === y))!;
    const third = await bookAgain([p, q], at(120));
    const thirdGroups = await run(third);
    expect(groupsOf(thirdGroups)).toEqual([[p, q].sort()]);
    expect(thirdGroups.groups[0].match_reasoning).toMatch(
      /Seated together again, as no grouping without this repeat was found: .+ and .+ \(dined together on [A-Z][a-z]{2} \d{2}, \d{4}\)\./,
    );
    const analysis = (await app.http().get(`/api/admin/dinners/${third}/couples/${p}/compatibility`).set('Cookie', admin).expect(200)).body;
    expect(analysis.pairs[0].reasons[0]).toMatch(/^dined together on [A-Z][a-z]{2} \d{2}, \d{4}$/);

    // A pair where one side rated the other 2 or less is never seated again, even alone at a dinner.
    const fourth = await bookAgain([x, y], at(144));
    const fourthGroups = await run(fourth);
    expect(fourthGroups.groups).toEqual([]);
    expect(fourthGroups.unmatched_couples).toBe(2);
  });
  it('seats a "see you again" pair together as wished once both couples asked, not as a repeat', async () => {
    const italian = (n: number) => couple(`s${n}`, { cuisineTypes: ['Italian'], diningVibe: ['Relaxed & Casual'] });
    const first = await seedBookedDinner(db(app), { couples: [italian(1), italian(2)], restaurants: [], eventDate: at(300), bookingDeadline: at(-1) });
    const [p, q] = first.coupleIds;
    expect(groupsOf(await run(first.dinnerId))).toEqual([[p, q].sort()]);
    const later = await bookAgain([p, q], at(400));
    const seatedAgain = (matches: { groups: Group[] }) =>
      matches.groups.find((g) => g.participants.some((x) => x.couple_id === p) && g.participants.some((x) => x.couple_id === q));
    // Alone at a dinner they are seated anyway, named as an unavoidable repeat.
    expect(seatedAgain(await run(later))?.match_reasoning).toContain('Seated together again, as no grouping without this repeat was found');

    await db(app).query(`INSERT INTO see_you_again_marks (dinner_id, couple_id, marked_couple_id) VALUES ($1, $2, $3), ($1, $3, $2)`, [first.dinnerId, p, q]);
    await db(app).query(`INSERT INTO see_you_again_seatings (couple_id, other_couple_id, created_at) VALUES ($1, $2, now())`, [p, q]);
    expect(seatedAgain(await run(later))?.match_reasoning).toContain('Seated together again, as no grouping without this repeat was found');

    await db(app).query(`INSERT INTO see_you_again_seatings (couple_id, other_couple_id, created_at) VALUES ($1, $2, now())`, [q, p]);
    const wished = seatedAgain(await run(later));
    expect(wished).toBeDefined();
    expect(wished!.match_reasoning).not.toContain('no grouping without this repeat');
    expect(wished!.match_reasoning).toContain('Seated together again as both couples asked ("see you again")');
  });
});
