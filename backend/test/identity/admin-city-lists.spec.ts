import { createTestApp, TestApp } from '../support/test-app';
import { createDinner, createSignedInAdmin, fillSpots } from '../dinners/dinner-fixtures';

const PAGE = 5;
/** More of each city than a page holds, dates interleaved: a filter after paging would leave pages short. */
const PER_CITY = 7;

interface Listed {
  city?: string;
  dinner_city?: string;
  id?: string;
}

/**
 * A city manager's paged lists are filtered in the query: every page is full until the last,
 * holds only their cities' rows, and the totals count those alone (issue 47's roles).
 */
describe("a city manager's paged lists", () => {
  let t: TestApp;
  let manager: { cookie: string };
  let owner: { cookie: string };
  const get = (cookie: string, path: string, query: Record<string, string | number>) => t.http().get(path).query(query).set('Cookie', cookie).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createSignedInAdmin(t, { role: 'city_manager', cities: ['cork '] });
    owner = await createSignedInAdmin(t);
    for (let index = 0; index < PER_CITY; index += 1)
      for (const city of ['Dublin', 'Cork']) {
        const dinnerId = await createDinner(t, { city, eventInHours: 96 + index * 24 + (city === 'Cork' ? 1 : 0) });
        await fillSpots(t, dinnerId, 1);
      }
  });
  afterAll(() => t.close());

  it('dinner events: full pages of their cities, and totals of their cities', async () => {
    const first = (await get(manager.cookie, '/api/admin/dinner-events', { when: 'upcoming', page: 1, page_size: PAGE })).body;
    const second = (await get(manager.cookie, '/api/admin/dinner-events', { when: 'upcoming', page: 2, page_size: PAGE })).body;
    expect(first.events).toHaveLength(PAGE);
    expect(second.events).toHaveLength(PER_CITY - PAGE);
    expect([...first.events, ...second.events].map((event: Listed) => event.city)).toEqual(Array(PER_CITY).fill('Cork'));
    expect(first.upcoming_total).toBe(PER_CITY);
    expect((await get(owner.cookie, '/api/admin/dinner-events', { when: 'upcoming', page: 1, page_size: PAGE })).body.upcoming_total).toBe(2 * PER_CITY);
  });

  it('bookings: full pages of their cities, and the total of their cities', async () => {
    const first = (await get(manager.cookie, '/api/admin/bookings', { page: 1, page_size: PAGE, sort: 'dinner_date', order: 'asc' })).body;
    const second = (await get(manager.cookie, '/api/admin/bookings', { page: 2, page_size: PAGE, sort: 'dinner_date', order: 'asc' })).body;
    expect(first.bookings).toHaveLength(PAGE);
    expect(second.bookings).toHaveLength(PER_CITY - PAGE);
    expect([...first.bookings, ...second.bookings].map((booking: Listed) => booking.dinner_city)).toEqual(Array(PER_CITY).fill('Cork'));
    expect([first.total, second.total]).toEqual([PER_CITY, PER_CITY]);
    const past = (await get(manager.cookie, '/api/admin/bookings', { page: 3, page_size: PAGE })).body;
    expect([past.bookings.length, past.total]).toEqual([0, PER_CITY]);
    expect((await get(owner.cookie, '/api/admin/bookings', { page: 1, page_size: PAGE })).body.total).toBe(2 * PER_CITY);
  });
});
