import { DataSource } from 'typeorm';
import { createAdmin, createCouple, createDinner } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { RestaurantReads } from '../../src/modules/restaurants';

const HOUR = 3_600_000;

const restaurant = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bistro Grafton',
  address: '12 Grafton Street, Dublin 2',
  city: 'Dublin',
  country: 'Ireland',
  phone: '+353 (1) 555-0101',
  website: 'https://bistro.example.ie',
  description: 'Small plates.',
  cuisine_types: ['French', 'Mediterranean'],
  price_range: '€€€',
  dietary_accommodations: ['Vegetarian'],
  dining_vibe_tags: ['Cozy'],
  avg_rating: 4.5,
  max_party_size: 10,
  ...overrides,
});

describe('restaurants (admin)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('reads and writes for admins only: 401 anonymous, 403 couples', async () => {
    await t.http().get('/api/restaurants').expect(401);
    await t.http().post('/api/restaurants').send(restaurant()).expect(401);
    const couple = await createCouple(t);
    await t.http().get('/api/restaurants').set('Cookie', couple.cookie).expect(403);
    await t.http().post('/api/restaurants').set('Cookie', couple.cookie).send(restaurant()).expect(403);
  });

  it('creates a restaurant with the defaults (tables per night 3, active), lists and updates it', async () => {
    const created = await t
      .http()
      .post('/api/restaurants')
      .set('Cookie', admin)
      .send(restaurant({ cuisine_types: [' French ', 'French', 'Mediterranean'] }))
      .expect(201);
    expect(created.body.restaurant).toMatchObject({
      name: 'Bistro Grafton',
      cuisine_types: ['French', 'Mediterranean'],
      tables_per_night: 3,
      is_active: true,
      avg_rating: 4.5,
      max_party_size: 10,
    });
    const id = created.body.restaurant.id;
    const list = await t.http().get('/api/restaurants').set('Cookie', admin).expect(200);
    expect(list.body.restaurants.map((r: { id: string }) => r.id)).toContain(id);
    const updated = await t
      .http()
      .put(`/api/restaurants/${id}`)
      .set('Cookie', admin)
      .send(restaurant({ tables_per_night: 5, phone: '', website: '', is_active: false }))
      .expect(200);
    expect(updated.body.restaurant).toMatchObject({ tables_per_night: 5, phone: null, website: null, is_active: false });
  });

  it('refuses every rule of the restaurant form with its message', async () => {
    const empty = await t.http().post('/api/restaurants').set('Cookie', admin).send({}).expect(400);
    expect(empty.body.fields).toMatchObject({
      name: ['Restaurant name is required.'],
      cuisine_types: ['At least one cuisine type is required.'],
      price_range: ['Price range is required.'],
    });
    const bad = await t
      .http()
      .post('/api/restaurants')
      .set('Cookie', admin)
      .send(
        restaurant({
          name: 'n'.repeat(201),
          phone: 'call me',
          website: 'not a url',
          price_range: '$$',
          max_party_size: 1,
          avg_rating: 5.5,
          cuisine_types: [],
          tables_per_night: 0,
        }),
      )
      .expect(400);
    expect(bad.body.fields).toMatchObject({
      name: ['Restaurant name cannot exceed 200 characters.'],
      phone: ['Invalid phone number format.'],
      website: ['Invalid website URL.'],
      price_range: ['Price range is required.'],
      max_party_size: ['Max party size must be at least 2.'],
      avg_rating: ['Rating must be between 0 and 5.'],
      cuisine_types: ['At least one cuisine type is required.'],
      tables_per_night: ['Tables per night must be at least 1.'],
    });
    const long = await t
      .http()
      .post('/api/restaurants')
      .set('Cookie', admin)
      .send(restaurant({ phone: '+353 1 234 567 890 12', max_party_size: 51 }))
      .expect(400);
    expect(long.body.fields).toMatchObject({ phone: ['Phone number cannot exceed 20 characters.'], max_party_size: ['Max party size cannot exceed 50.'] });
    await t.http().put('/api/restaurants/not-a-uuid').set('Cookie', admin).send(restaurant()).expect(400);
    await t.http().put('/api/restaurants/00000000-0000-0000-0000-000000000000').set('Cookie', admin).send(restaurant()).expect(404);
    await t.http().delete('/api/restaurants/00000000-0000-0000-0000-000000000000').set('Cookie', admin).expect(404);
  });

  it('deletes a restaurant seated nowhere, and deactivates one seated in an upcoming dinner, saying so', async () => {
    const free = (
      await t
        .http()
        .post('/api/restaurants')
        .set('Cookie', admin)
        .send(restaurant({ name: 'Pop-up' }))
        .expect(201)
    ).body.restaurant.id;
    expect((await t.http().delete(`/api/restaurants/${free}`).set('Cookie', admin).expect(200)).body).toMatchObject({
      outcome: 'deleted',
      message: 'Restaurant deleted',
    });

    const seated = (
      await t
        .http()
        .post('/api/restaurants')
        .set('Cookie', admin)
        .send(restaurant({ name: 'Seated' }))
        .expect(201)
    ).body.restaurant.id;
    const dinnerId = await createDinner(t, { eventInHours: 72 });
    await t.app.get(DataSource).query(`INSERT INTO dinner_groups (dinner_id, restaurant_id, table_number) VALUES ($1, $2, 1)`, [dinnerId, seated]);
    const removal = await t.http().delete(`/api/restaurants/${seated}`).set('Cookie', admin).expect(200);
    expect(removal.body).toMatchObject({
      outcome: 'deactivated',
      message: 'The restaurant was deactivated instead of deleted because it is assigned to 1 upcoming dinner group. It will not be offered for new matches.',
    });
    const list = (await t.http().get('/api/restaurants').set('Cookie', admin).expect(200)).body.restaurants;
    expect(list.find((r: { id: string }) => r.id === seated)).toMatchObject({ is_active: false });

    t.clock.advance(96 * HOUR);
    const later = await t.http().delete(`/api/restaurants/${seated}`).set('Cookie', admin).expect(200);
    expect(later.body.message).toMatch(/past dinners were held there/);
  });
});

describe('the city restaurants matching reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fields = (name: string, city: string, country = 'Ireland') => ({
    name,
    address: `1 ${name} Street`,
    city,
    country,
    phone: null,
    website: null,
    email: null,
    description: null,
    cuisineTypes: ['Irish', 'Seafood'],
    priceRange: '€€',
    dietaryAccommodations: ['Vegan'],
    diningVibeTags: ['Lively'],
    avgRating: 4.5,
    maxPartySize: 8,
    tablesPerNight: 3,
    isActive: true,
  });

  it('lists every restaurant of the city in any letter case, by name, with its fields; wildcards match only themselves', async () => {
    const reads = t.app.get(RestaurantReads);
    const zebra = await reads.ensure(fields('Zebra Grill', 'Dublin'));
    const anchor = await reads.ensure({ ...fields('Anchor', 'DUBLIN'), isActive: false });
    await reads.ensure(fields('Elsewhere', 'Cork'));
    await reads.ensure(fields('Other country', 'Dublin', 'United States'));
    await reads.ensure(fields('Wild', 'Dub%'));

    expect(await reads.listInCity('dublin', 'ireland')).toEqual([anchor, zebra]);
    expect(zebra).toMatchObject({ cuisineTypes: ['Irish', 'Seafood'], avgRating: 4.5, tablesPerNight: 3 });
    expect((await reads.listInCity('Dub%', 'Ireland')).map((r) => r.name)).toEqual(['Wild']);
    expect(await reads.listInCity('Dub_in', 'Ireland')).toEqual([]);
  });
});
