import { MATCHING_PARAMETERS } from '../../src/modules/matching';
import { DemoData } from '../../src/platform/demo/demo-data';
import { createTestApp, TestApp } from '../support/test-app';
import { db, signIn } from './dinner-fixtures';

describe('dinners demo data', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(DemoData).load();
    const [aoife] = await db(app).query(`SELECT id FROM users WHERE email = 'aoife.murphy@demo.tablemates.ie'`);
    cookie = await signIn(app, aoife.id);
  });
  afterAll(() => app.close());

  it('seeds at least 8 Dublin restaurants and open dinners with a logistics fee', async () => {
    const [{ count }] = await db(app).query(`SELECT count(*)::int AS count FROM restaurants WHERE city = 'Dublin'`);
    expect(count).toBeGreaterThanOrEqual(8);
    const events = (await app.http().get('/api/user/available-dinner-events').set('Cookie', cookie).expect(200)).body.events;
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.every((event: { city: string; logistics_fee: number }) => event.city === 'Dublin' && event.logistics_fee === 15)).toBe(true);
    // One shows the urgent booking window, with the hours left.
    expect(
      events
        .filter((event: { booking_window: { state: string; hours_left: number } }) => event.booking_window.state === 'urgent')
        .map((event: { booking_window: object }) => event.booking_window),
    ).toEqual([{ state: 'urgent', hours_left: 20 }]);
    const slots = (await app.http().get('/api/user/available-dinner-slots').set('Cookie', cookie).expect(200)).body.slots;
    expect(slots.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the demo couple a revealed dinner tomorrow and a past one to review', async () => {
    const { bookings } = (await app.http().get('/api/user/my-bookings').set('Cookie', cookie).expect(200)).body;
    const revealed = bookings.find((booking: { status: string }) => booking.status === 'revealed');
    expect(revealed.restaurant.name).toBe('The Copper Kettle');
    expect(revealed.table_number).toBe(3);
    expect(revealed.other_couples).toHaveLength(2);
    for (const couple of revealed.other_couples as { user_id: string; interests: string[] }[]) {
      const [profile] = await db(app).query(
        'SELECT p.ideal_social_outing AS outings FROM couple_profiles p JOIN users u ON u.couple_id = p.couple_id WHERE u.id = $1',
        [couple.user_id],
      );
      expect(couple.interests.length).toBeGreaterThan(0);
      expect(couple.interests).toEqual(profile.outings.slice(0, 3));
    }
    const attended = bookings.find((booking: { status: string }) => booking.status === 'attended');
    expect(attended).toMatchObject({ can_review: true, reviewed: false });
    expect(attended.restaurant.name).toBe('Trattoria Liffey');
    // Both were revealed: the table's conversation starters are there (issue 22).
    for (const booking of [revealed, attended]) expect(booking.icebreakers.length).toBeGreaterThanOrEqual(3);
  });

  it('holds a past season: eight weekly dinners attended and reviewed, so history and analytics show curves', async () => {
    const [admin] = await db(app).query(`SELECT id FROM users WHERE email = 'admin@tablemates.ie'`);
    const adminCookie = await signIn(app, admin.id);
    const season = await db(app).query(`SELECT id, event_date, status FROM dinner_events WHERE notes LIKE 'Demo dinner: past season%' ORDER BY event_date`);
    expect(season).toHaveLength(8);
    expect(season.every((dinner: { status: string }) => dinner.status === 'completed')).toBe(true);
    expect(
      season.slice(1).map((dinner: { event_date: Date }, n: number) => Math.round((dinner.event_date.getTime() - season[n].event_date.getTime()) / 86_400_000)),
    ).toEqual(Array(7).fill(7));
    const history = (await app.http().get('/api/admin/reports/history').set('Cookie', adminCookie).expect(200)).body.dinners;
    expect(
      history.filter((dinner: { reviews: number; attended_couples: number }) => dinner.reviews > 0 && dinner.reviews === dinner.attended_couples),
    ).toHaveLength(8);
    // Each past dinner names its city's zone, which its date is shown in.
    expect(new Set(history.map((dinner: { time_zone: string }) => dinner.time_zone))).toEqual(new Set(['Europe/Dublin']));
    const analytics = (await app.http().get('/api/admin/reports/analytics').set('Cookie', adminCookie).expect(200)).body;
    expect(analytics.weeks.length).toBeGreaterThanOrEqual(8);
    // Each season dinner's bookings were made in the days before its deadline: a bar a week, not one bar.
    expect(analytics.bookings_per_week.length).toBeGreaterThanOrEqual(9);
    expect(analytics.season.weeks.length).toBeGreaterThanOrEqual(8);
    // New faces every week, the demo couple's last dinner included.
    expect(analytics.season.weeks.every((week: { repeat_pairs: number }) => week.repeat_pairs === 0)).toBe(true);
    // Couple ratings rise with the compatibility score, band after band.
    const rated = analytics.season.rating_by_score
      .filter((band: { ratings: number }) => band.ratings > 0)
      .map((band: { average_rating: number }) => band.average_rating);
    expect(rated.length).toBeGreaterThanOrEqual(4);
    expect(rated).toEqual([...rated].sort((a, b) => a - b));
    // A few pairs marked each other "see you again": three of the season's distinct table pairs.
    expect(analytics.season.mutual_see_you_again_pairs).toBe(3);
    expect(analytics.season.mutual_see_you_again_share).toBeGreaterThan(0);
  });

  it('lists Aoife\'s mutual "see you again" from the season, and nothing one-sided', async () => {
    const { matches } = (await app.http().get('/api/user/see-you-again').set('Cookie', cookie).expect(200)).body;
    // Orla marked Aoife too, but Aoife did not mark her back: only Grace & Killian show.
    expect(matches.map((match: { coupleNames: string }) => match.coupleNames)).toEqual(['Grace & Killian']);
    expect(matches[0]).toMatchObject({ share_email: false, share_phone: false });
    // Niamh and Emma start from nothing: the tour's and the journeys' marks on the last dinner are theirs to make.
    for (const email of ['niamh.kelly@demo.tablemates.ie', 'emma.walsh@demo.tablemates.ie']) {
      const [member] = await db(app).query('SELECT id FROM users WHERE email = $1', [email]);
      const theirs = (
        await app
          .http()
          .get('/api/user/see-you-again')
          .set('Cookie', await signIn(app, member.id))
          .expect(200)
      ).body.matches;
      expect(theirs).toEqual([]);
    }
  });

  it("shows each seated demo dinner's tables confirmed by their restaurants, without mailing them", async () => {
    const [admin] = await db(app).query(`SELECT id FROM users WHERE email = 'admin@tablemates.ie'`);
    const adminCookie = await signIn(app, admin.id);
    const seated = await db(app).query(
      `SELECT id, notes FROM dinner_events WHERE notes LIKE 'Demo dinner: %' AND notes NOT IN ('Demo dinner: open for booking', 'Demo dinner: ready to be matched')`,
    );
    expect(seated).toHaveLength(10);
    for (const dinner of seated) {
      const { tables } = (await app.http().get(`/api/admin/dinners/${dinner.id}/operations`).set('Cookie', adminCookie).expect(200)).body;
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables)
        expect({ dinner: dinner.notes, emailed: table.restaurant_emailed, answer: table.reservation?.status }).toEqual({
          dinner: dinner.notes,
          emailed: true,
          answer: 'confirmed',
        });
    }
    const [revealed] = seated.filter((dinner: { notes: string }) => dinner.notes === 'Demo dinner: revealed');
    const { tables } = (await app.http().get(`/api/admin/dinners/${revealed.id}/operations`).set('Cookie', adminCookie).expect(200)).body;
    expect(tables).toEqual([
      expect.objectContaining({
        restaurant_name: 'The Copper Kettle',
        table_number: 3,
        party_size: 6,
        reservation: expect.objectContaining({ status: 'confirmed', revision: 1 }),
      }),
    ]);
    const [{ count }] = await db(app).query(`SELECT count(*)::int AS count FROM mail_outbox WHERE recipient LIKE 'bookings@%'`);
    expect(count).toBe(0);
  });

  it('does nothing the second time', async () => {
    const before = await db(app).query('SELECT count(*)::int AS count FROM dinner_events');
    await app.app.get(DemoData).load();
    expect(await db(app).query('SELECT count(*)::int AS count FROM dinner_events')).toEqual(before);
  });

  it('shows the demo admin the restaurants, the dinners and a full default matching configuration', async () => {
    const [admin] = await db(app).query(`SELECT id FROM users WHERE email = 'admin@tablemates.ie'`);
    const adminCookie = await signIn(app, admin.id);
    const restaurants = (await app.http().get('/api/restaurants').set('Cookie', adminCookie).expect(200)).body.restaurants;
    expect(restaurants.length).toBeGreaterThanOrEqual(8);
    const events = (await app.http().get('/api/admin/dinner-events').set('Cookie', adminCookie).expect(200)).body;
    expect(events.upcoming_total + events.past_total).toBeGreaterThanOrEqual(5);
    const configs = (await app.http().get('/api/admin/matching-config').set('Cookie', adminCookie).expect(200)).body.configs;
    expect(configs).toHaveLength(MATCHING_PARAMETERS.length);
  });

  it('has a dinner past its deadline with ten paid couples that the admin can match', async () => {
    const [admin] = await db(app).query(`SELECT id FROM users WHERE email = 'admin@tablemates.ie'`);
    const adminCookie = await signIn(app, admin.id);
    const [dinner] = await db(app).query(`SELECT id, status FROM dinner_events WHERE notes = 'Demo dinner: ready to be matched'`);
    expect(dinner.status).toBe('booking_closed');
    const forManagement = (await app.http().get('/api/admin/dinners/for-management').set('Cookie', adminCookie).expect(200)).body.dinners;
    expect(forManagement.map((d: { id: string }) => d.id)).toContain(dinner.id);
    const run = await app.http().post(`/api/admin/matching/run/${dinner.id}`).set('Cookie', adminCookie).expect(200);
    expect(run.body.matches.total_couples).toBe(10);
    expect(run.body.matches.matched_groups).toBeGreaterThanOrEqual(3);
    // Every couple's needs are met by some demo restaurant (Niamh & Priya: vegan, a nut allergy, €€€ or more).
    expect(run.body.matches.unmatched_couples).toBe(0);
    expect(run.body.matches.matching_status).toBe('restaurant_assigned');
    expect(run.body.matches.groups.every((g: { restaurant: object | null }) => g.restaurant !== null)).toBe(true);
    // New faces: no two couples of a group shared a table at an earlier dinner (the engine reads the past season).
    const met: { a: string; b: string }[] = await db(app).query(
      `SELECT DISTINCT p.couple_id AS a, q.couple_id AS b FROM dinner_group_participants p JOIN dinner_group_participants q ON q.group_id = p.group_id AND q.couple_id <> p.couple_id WHERE p.dinner_id <> $1`,
      [dinner.id],
    );
    const metPairs = new Set(met.map(({ a, b }) => `${a}|${b}`));
    expect(metPairs.size).toBeGreaterThan(40);
    for (const group of run.body.matches.groups as { participants: { couple_id: string }[] }[]) {
      const ids = group.participants.map((p) => p.couple_id);
      for (const a of ids) for (const b of ids) expect(metPairs.has(`${a}|${b}`)).toBe(false);
    }
  });
});
