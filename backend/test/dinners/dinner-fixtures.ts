import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DataSource as DataSourceToken } from 'typeorm';
import { TotpSecretCipher } from '../../src/modules/identity/adapters/persistence/totp-secret-cipher';
import { hashSessionId } from '../../src/modules/identity/adapters/session/postgres-session-store';
import { DinnerGroups } from '../../src/modules/matching';
import { RestaurantReads } from '../../src/modules/restaurants';
import type { Restaurant, RestaurantFields } from '../../src/modules/restaurants';
import { TestApp } from '../support/test-app';

/** The development session secret the app signs cookies with when SESSION_SECRET is unset (tests). */
const SESSION_SECRET = 'tablemates-development-only-session-secret';
const HOUR = 3_600_000;

export interface TestCouple {
  coupleId: string;
  users: { id: string; email: string; firstName: string }[];
  /** Cookie header of the primary member's session. */
  cookie: string;
}

const db = (app: TestApp) => app.app.get<typeof DataSourceToken, DataSource>(DataSourceToken);

/**
 * A couple of two users written straight to the database, signed in through a session
 * row and a cookie signed like express-session signs it; independent of the sign-up and
 * login screens so that these tests exercise only dinners and payments.
 */
export async function createCouple(app: TestApp, options: { verified?: boolean; names?: [string, string]; lastName?: string } = {}): Promise<TestCouple> {
  const dataSource = db(app);
  const coupleId = randomUUID();
  const tag = randomBytes(4).toString('hex');
  const [first, second] = options.names ?? ['Aoife', 'Cian'];
  await dataSource.query('INSERT INTO couples (id) VALUES ($1)', [coupleId]);
  const users = [];
  for (const [index, firstName] of [first, second].entries()) {
    const id = randomUUID();
    const email = `${firstName.toLowerCase()}.${tag}@example.ie`;
    await dataSource.query(
      `INSERT INTO users (id, email, first_name, last_name, role, email_verified, couple_id, phone_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '+353 871234567', now() + ($8 || ' milliseconds')::interval)`,
      [id, email, firstName, options.lastName ?? 'Murphy', index === 0 ? 'primary' : 'partner', options.verified ?? true, coupleId, String(index)],
    );
    users.push({ id, email, firstName });
  }
  return { coupleId, users, cookie: await signIn(app, users[0].id) };
}

export async function signIn(app: TestApp, userId: string): Promise<string> {
  const [cookie] = await signInAll(app, [userId]);
  return cookie;
}

/** Sessions for many users in one statement (the model test seeds a life's couples at once); their cookies, in order. */
export async function signInAll(app: TestApp, userIds: string[]): Promise<string[]> {
  const sids = userIds.map(() => randomBytes(24).toString('base64url'));
  const expires = new Date(app.clock.now().getTime() + 7 * 24 * HOUR);
  const sessions = userIds.map((userId) =>
    JSON.stringify({
      cookie: { originalMaxAge: 7 * 24 * HOUR, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax', secure: false },
      passport: { user: userId },
    }),
  );
  // A session in use all along, whatever the test's clock jumps: the idle timeout has its own tests (identity).
  await db(app).query(
    'INSERT INTO sessions (sid, sess, expire, idle_expire, user_id) SELECT s.sid, s.sess::jsonb, $3, $3, s.user_id FROM unnest($1::text[], $2::text[], $4::uuid[]) AS s(sid, sess, user_id)',
    [sids.map(hashSessionId), sessions, expires, userIds],
  );
  return sids.map((sid) => {
    const signature = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
    return `tablemates.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
  });
}

export interface DinnerOptions {
  eventInHours?: number;
  deadlineInHours?: number;
  capacity?: number;
  feeCents?: number;
  city?: string;
  country?: string;
}

export async function createDinner(app: TestApp, options: DinnerOptions = {}): Promise<string> {
  const now = app.clock.now().getTime();
  const rows: { id: string }[] = await db(app).query(
    `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents) VALUES ($1, $6, $2, $3, $4, $5) RETURNING id`,
    [
      options.city ?? 'Dublin',
      new Date(now + (options.eventInHours ?? 96) * HOUR),
      new Date(now + (options.deadlineInHours ?? 48) * HOUR),
      options.capacity ?? 20,
      options.feeCents ?? 1500,
      options.country ?? 'Ireland',
    ],
  );
  return rows[0].id;
}

/** Paid bookings of other couples, written directly, to bring a dinner close to full. */
export async function fillSpots(app: TestApp, dinnerId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await db(app).query(`INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'confirmed', now())`, [
      dinnerId,
      randomUUID(),
      randomUUID(),
    ]);
  }
}

export async function bookingStatuses(app: TestApp, dinnerId: string): Promise<Record<string, number>> {
  const rows: { status: string; count: number }[] = await db(app).query(
    'SELECT status, count(*)::int AS count FROM dinner_bookings WHERE dinner_id = $1 GROUP BY status',
    [dinnerId],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** Reserves and pays a dinner through the test-mode card form, as the booking screen does. */
export async function bookAndPay(app: TestApp, couple: TestCouple, dinnerId: string): Promise<string> {
  const intent = await app
    .http()
    .post('/api/payments/create-intent')
    .set('Cookie', couple.cookie)
    .send({ dinnerId, coupleId: couple.coupleId, amount: 15 })
    .expect(201);
  await app
    .http()
    .post('/api/payments/test-mode/confirm')
    .set('Cookie', couple.cookie)
    .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })
    .expect(200);
  return intent.body.bookingId;
}

export { db };

/** An admin user (no couple), signed in; answers the session cookie. */
export async function createAdmin(app: TestApp): Promise<string> {
  return (await createSignedInAdmin(app)).cookie;
}

/** An admin's role (an owner unless said), a city manager's cities, and whether a second factor is set up (a secret no test knows). */
export interface AdminOptions {
  role?: 'owner' | 'city_manager' | 'support_agent' | 'analyst';
  cities?: string[];
  secondFactor?: boolean;
}

/** Gives the admin this TOTP secret, confirmed, stored sealed as the app stores it. */
export async function setAdminTotpSecret(app: TestApp, userId: string, secret: string): Promise<void> {
  await db(app).query(`UPDATE users SET totp_secret = $1, totp_confirmed_at = now() WHERE id = $2`, [
    app.app.get(TotpSecretCipher).seal(userId, secret),
    userId,
  ]);
}

/** A new admin, signed in: its user id (what the events and the audit log name) and session cookie. */
export async function createSignedInAdmin(app: TestApp, options: AdminOptions = {}): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  await db(app).query(
    `INSERT INTO users (id, email, first_name, last_name, is_admin, admin_role, admin_cities, email_verified)
     VALUES ($1, $2, 'Ada', 'Admin', true, $3, $4, true)`,
    [id, `admin.${randomBytes(4).toString('hex')}@example.ie`, options.role ?? 'owner', options.cities ?? []],
  );
  if (options.secondFactor) await setAdminTotpSecret(app, id, randomBytes(10).toString('hex').toUpperCase());
  return { id, cookie: await signIn(app, id) };
}

/** A Dublin restaurant with tables to seat groups; `fields` names it and sets what the test needs. */
export function ensureRestaurant(app: TestApp, fields: Pick<RestaurantFields, 'name'> & Partial<RestaurantFields>): Promise<Restaurant> {
  return app.app.get(RestaurantReads).ensure({
    address: `1 ${fields.name} Lane`,
    city: 'Dublin',
    country: 'Ireland',
    phone: null,
    website: null,
    email: null,
    description: null,
    cuisineTypes: ['Irish'],
    priceRange: '€€',
    dietaryAccommodations: [],
    diningVibeTags: ['Cozy'],
    avgRating: 4.5,
    maxPartySize: 8,
    tablesPerNight: 4,
    isActive: true,
    ...fields,
  });
}

/** Seats these couples (each with its paid booking) together at a restaurant's table, as a rules-based run would. */
export async function seatAtTable(
  app: TestApp,
  table: { dinnerId: string; restaurantId: string; tableNumber: number },
  seats: readonly { coupleId: string; bookingId: string }[],
): Promise<void> {
  await app.app.get(DinnerGroups).create({
    ...table,
    compatibilityScore: 80,
    matchingAlgorithm: 'rules_based',
    matchReasoning: null,
    participants: [...seats],
  });
}
