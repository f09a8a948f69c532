import { seedAdmin, seedBookedDinner } from '../../scripts/matching/booked-dinner';
import { db, signIn } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { couple, restaurant } from './matching-arbitraries';

const HOUR = 3_600_000;

type Break = { group_id: string | null; rule: string; message: string };

/**
 * Issue 45, gap 5: an admin's group edit is checked against the engine's rules from the dining
 * history too: a pair where either rated the other 2 or less, and a pair that shared a table
 * within the novelty window, are refused with the rule named, and can be overridden.
 */
describe("an admin's group edit and the couples' dining history", () => {
  let app: TestApp;
  let admin: string;
  let ids: string[];
  let dinnerId: string;
  let restaurantA: string;
  let restaurantB: string;
  const groups: string[] = [];

  const insertGroup = async (dinner: string, coupleIds: string[], restaurantId: string | null = null): Promise<string> => {
    const [{ id }] = await db(app).query(
      `INSERT INTO dinner_groups (dinner_id, restaurant_id, table_number, compatibility_score, status) VALUES ($1, $2, $3, 70, $4) RETURNING id`,
      [dinner, restaurantId, restaurantId ? 1 : null, restaurantId ? 'restaurant_assigned' : 'matched'],
    );
    for (const coupleId of coupleIds)
      await db(app).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id) VALUES ($1, $2, $3)`, [id, dinner, coupleId]);
    return id;
  };
  const primaryOf = async (coupleId: string): Promise<string> =>
    (await db(app).query(`SELECT id FROM users WHERE couple_id = $1 AND role = 'primary'`, [coupleId]))[0].id;
  const move = (coupleId: string, fromGroupId: string, toGroupId: string, path = 'move-couple') =>
    app.http().post(`/api/admin/dinners/${dinnerId}/groups/${path}`).set('Cookie', admin).send({ coupleId, fromGroupId, toGroupId });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, await seedAdmin(db(app)));
    const at = (hours: number) => new Date(app.clock.now().getTime() + hours * HOUR);
    // Last week's dinner: y0, y1 and y2 at one table of restaurant A, where y0 rated y1 and A 2 out of 5.
    const past = await seedBookedDinner(db(app), {
      couples: Array.from({ length: 9 }, (_, n) => couple(`y${n}`)),
      restaurants: [restaurant('a', { maxPartySize: 8, tables: 3, avgRating: 5 }), restaurant('b', { maxPartySize: 8, tables: 3, avgRating: 3 })],
      eventDate: at(-7 * 24),
      bookingDeadline: at(-8 * 24),
    });
    ids = past.coupleIds;
    [restaurantA, restaurantB] = past.restaurantIds;
    await insertGroup(past.dinnerId, [ids[0], ids[1], ids[2]], restaurantA);
    await insertGroup(past.dinnerId, [ids[3], ids[4], ids[5]]);
    const [booking] = await db(app).query(`SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2`, [past.dinnerId, ids[0]]);
    await db(app).query(
      `INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, restaurant_rating, couple_reviews) VALUES ($1, $2, $3, $4, 4, 2, $5)`,
      [booking.id, past.dinnerId, ids[0], await primaryOf(ids[0]), JSON.stringify({ [await primaryOf(ids[1])]: { rating: 2 } })],
    );
    // This week's dinner, the same couples booked again, seated apart from last week's tablemates.
    const [{ id }] = await db(app).query(
      `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, status, logistics_fee_cents) VALUES ('Dublin', 'Ireland', $1, $2, 20, 'booking_closed', 1500) RETURNING id`,
      [at(96), at(-1)],
    );
    dinnerId = id;
    for (const coupleId of ids)
      await db(app).query(
        `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'confirmed', now())`,
        [dinnerId, coupleId, await primaryOf(coupleId)],
      );
    groups.push(await insertGroup(dinnerId, [ids[0], ids[3], ids[6]]));
    groups.push(await insertGroup(dinnerId, [ids[1], ids[4], ids[7]]));
    groups.push(await insertGroup(dinnerId, [ids[2], ids[5], ids[8]]));
    await db(app).query(`UPDATE dinner_events SET status = 'matched' WHERE id = $1`, [dinnerId]);
  });
  afterAll(() => app.close());

  it('refuses to seat a pair either of whom rated the other 2 or less, naming the rule, and records the override', async () => {
    const preview = (await move(ids[0], groups[0], groups[1], 'move-couple/preview').expect(200)).body as { breaks: Break[] };
    expect(preview.breaks).toContainEqual({
      group_id: groups[1],
      rule: 'past_rating',
      message: expect.stringMatching(/^Past rating: .* rated each other 2 or less/),
    });

    const refused = await move(ids[0], groups[0], groups[1]).expect(409);
    expect(refused.body.code).toBe('MATCHING.RULE_BROKEN');
    expect(refused.body.rules).toContain('past_rating');
    // y0 and y4 never met: no repeat is claimed for them.
    expect(refused.body.rules).not.toContain('repeat_pair');

    await app
      .http()
      .post(`/api/admin/dinners/${dinnerId}/groups/move-couple`)
      .set('Cookie', admin)
      .send({ coupleId: ids[0], fromGroupId: groups[0], toGroupId: groups[1], override: true })
      .expect(200);
    const matches = (await app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', admin).expect(200)).body.matches as {
      group_id: string;
      rule_overrides: { rule: string }[];
    }[];
    expect(matches.find((g) => g.group_id === groups[1])!.rule_overrides.map((o) => o.rule)).toContain('past_rating');
  });

  it('refuses a repeat within the novelty window, naming the rule and the window', async () => {
    // y3 sat with y4 and y5 last week; y5 is in the third group.
    const refused = await move(ids[3], groups[0], groups[2]).expect(409);
    expect(refused.body.rules).toContain('repeat_pair');
    expect(refused.body.breaks).toContainEqual({
      group_id: groups[2],
      rule: 'repeat_pair',
      message: expect.stringMatching(/^New faces: .* shared a table within .*novelty_window_dinners/),
    });
  });

  it("never offers, suggests or lets an admin assign a restaurant one of the group's couples rated 2 or less", async () => {
    // The third group: y2, y5, y8; y2 was at A last week but rated neither. Then y0 (who rated A 2) joins the second group.
    const options = async (groupId: string) =>
      (await app.http().get(`/api/admin/dinner-matches/${groupId}/restaurant-options`).set('Cookie', admin).expect(200)).body.options as {
        restaurant_id: string;
        unavailable_reason: string | null;
      }[];
    expect((await options(groups[2])).find((o) => o.restaurant_id === restaurantA)!.unavailable_reason).toBeNull();
    const avoided = (await options(groups[1])).find((o) => o.restaurant_id === restaurantA)!;
    expect(avoided.unavailable_reason).toMatch(/^Past rating: a couple of this group rated .* 2 or less/);

    const suggested = (await app.http().post(`/api/admin/dinner-matches/${groups[1]}/suggest-restaurant`).set('Cookie', admin).expect(200)).body;
    expect(suggested).toMatchObject({ suggestedRestaurantId: restaurantB, source: 'rules_based' });
    // A is the better fit by its rating for a group that never rated it.
    expect(
      (await app.http().post(`/api/admin/dinner-matches/${groups[2]}/suggest-restaurant`).set('Cookie', admin).expect(200)).body.suggestedRestaurantId,
    ).toBe(restaurantA);

    const refused = await app.http().put(`/api/admin/dinner-matches/${groups[1]}`).set('Cookie', admin).send({ restaurant_id: restaurantA }).expect(409);
    expect(refused.body).toMatchObject({ code: 'MATCHING.RESTAURANT_CANNOT_SERVE', message: expect.stringMatching(/^Past rating: /) });
  });

  it("names the restaurant's refusal in the reader's language", async () => {
    const pastRating = /^Note passée : un couple de ce groupe a noté Restaurant a \w+ 2 ou moins lors d’un dîner passé ; il n’y est donc plus jamais envoyé\.$/;
    const options = (
      await app.http().get(`/api/admin/dinner-matches/${groups[1]}/restaurant-options`).set('Cookie', admin).set('Accept-Language', 'fr').expect(200)
    ).body.options as { restaurant_id: string; unavailable_reason: string | null }[];
    expect(options.find((o) => o.restaurant_id === restaurantA)!.unavailable_reason).toMatch(pastRating);
    const refused = await app
      .http()
      .put(`/api/admin/dinner-matches/${groups[1]}`)
      .set('Cookie', admin)
      .set('Accept-Language', 'fr')
      .send({ restaurant_id: restaurantA })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'MATCHING.RESTAURANT_CANNOT_SERVE', message: expect.stringMatching(pastRating) });
  });

  it('answers a clear 409 for a group with no couples, which asks nothing of a restaurant (it answered 500)', async () => {
    const empty = await insertGroup(dinnerId, []);
    for (const answer of [
      await app.http().get(`/api/admin/dinner-matches/${empty}/restaurant-options`).set('Cookie', admin),
      await app.http().post(`/api/admin/dinner-matches/${empty}/suggest-restaurant`).set('Cookie', admin),
      await app.http().put(`/api/admin/dinner-matches/${empty}`).set('Cookie', admin).send({ restaurant_id: restaurantB }),
    ])
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([
        409,
        'MATCHING.EMPTY_GROUP',
        'This group has no couples: move couples into it before choosing its restaurant.',
      ]);
  });
});
