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
    expect(events.filter((event: { booking_window: { state: string; hours_left: number } }) => event.booking_window.state === 'urgent').map((event: { booking_window: object }) => event.booking_window)).toEqual([{ state: 'urgent', hours_left: 20 }]);
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
      const [profile] = await db(app).query('SELECT p.ideal_social_outing AS outings FROM couple_profiles p JOIN users u ON u.couple_id = p.couple_id WHERE u.id = $1', [couple.user_id]);
      expect(couple.interests.length).toBeGreaterThan(0);
      expect(couple.interests).toEqual(profile.outings.slice(0, 3));
    }
    const attended = bookings.find((booking: { status: string }) => booking.status === 'attended');
    expect(attended).toMatchObject({ can_review: true, reviewed: false });
    expect(attended.restaurant.name).toBe('Trattoria Liffey');
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
    expect(run.body.matches.groups.every((g: { restaurant: object | null }) => g.restaurant !== null)).toBe(true);
  });
});
