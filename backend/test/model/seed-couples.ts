import { randomBytes, randomUUID } from 'node:crypto';
import { db, signInAll } from '../dinners/dinner-fixtures';
import { TestApp } from '../support/test-app';
import { ModelCouple } from './dinner-model';

/**
 * Couples as `matchableCouple` (lifecycle-fixtures.ts) writes them, a life's worth in three
 * statements: every life seeds up to sixty, and one by one that was most of its time.
 * Each couple's primary member is signed in; both members sign with `passwordHash`.
 */
export async function seedCouples(app: TestApp, count: number, label: string, passwordHash: string): Promise<ModelCouple[]> {
  const couples = Array.from({ length: count }, (_, n) => {
    const tag = randomBytes(4).toString('hex');
    const firstNames = [`Al${label}x${n}`, `Bo${label}x${n}`];
    return {
      coupleId: randomUUID(),
      userIds: [randomUUID(), randomUUID()],
      firstNames,
      emails: firstNames.map((name) => `${name.toLowerCase()}.${tag}@example.ie`),
    };
  });
  const users = couples.flatMap((couple) => couple.userIds.map((id, index) => ({ id, index, couple })));
  await db(app).query('INSERT INTO couples (id) SELECT unnest($1::uuid[])', [couples.map((couple) => couple.coupleId)]);
  await db(app).query(
    `INSERT INTO users (id, email, first_name, last_name, role, email_verified, couple_id, phone_number, password_hash, created_at)
     SELECT u.id, u.email, u.first_name, 'Murphy', CASE WHEN u.position = 0 THEN 'primary' ELSE 'partner' END, true, u.couple_id, '+353 871234567', $6,
            now() + (u.position || ' milliseconds')::interval
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::int[]) AS u(id, email, first_name, couple_id, position)`,
    [
      users.map((user) => user.id),
      users.map((user) => user.couple.emails[user.index]),
      users.map((user) => user.couple.firstNames[user.index]),
      users.map((user) => user.couple.coupleId),
      users.map((user) => user.index),
      passwordHash,
    ],
  );
  await db(app).query(
    `INSERT INTO couple_profiles (couple_id, life_stage_preference, dining_frequency, restaurant_price_preference, city, country, cuisine_types,
       dining_vibe, ideal_social_outing, social_age_preference, diverse_couples_preference, planning_style, communication_style)
     SELECT id, 'Open to all amazing couples!', 'Occasionally (2-3 times a month)', '{"Open to all price ranges!"}', 'Dublin', 'Ireland', '{Italian,Irish}',
       '{"Relaxed & Casual"}', '{"Trying new restaurants and bars"}', 'Open to all ages', '{"Open to all"}', 'A mix', 'Good flow'
       FROM unnest($1::uuid[]) AS id`,
    [couples.map((couple) => couple.coupleId)],
  );
  const cookies = await signInAll(
    app,
    couples.map((couple) => couple.userIds[0]),
  );
  const seeded: ModelCouple[] = couples.map((couple, index) => ({
    coupleId: couple.coupleId,
    cookie: cookies[index],
    emails: couple.emails,
    firstNames: couple.firstNames,
    bookingId: null,
    paidCents: 0,
    keptCents: null,
    partialRefundCents: 0,
    endReasons: [],
    formerBookings: [],
    removedAt: null,
    deleted: false,
  }));
  return seeded;
}

/**
 * Paid bookings as the test-mode card form leaves them (a confirmed booking, its succeeded
 * payment), without the confirmation mail: the walk books through the form itself, and this
 * saves a life two requests per couple.
 */
export async function seedPaidBookings(app: TestApp, dinnerId: string, couples: ModelCouple[], feeCents: number): Promise<void> {
  const bookingIds = couples.map(() => randomUUID());
  await db(app).query(
    `WITH booked AS (
       INSERT INTO dinner_bookings (id, dinner_id, couple_id, booked_by_user_id, status, confirmed_at)
       SELECT b.id, $1, b.couple_id, (SELECT id FROM users WHERE couple_id = b.couple_id AND role = 'primary'), 'confirmed', $4
         FROM unnest($2::uuid[], $3::uuid[]) AS b(id, couple_id)
       RETURNING id, couple_id, booked_by_user_id)
     INSERT INTO payments (couple_id, user_id, booking_id, dinner_id, amount, status, provider, provider_intent_id)
     SELECT couple_id, booked_by_user_id, id, $1, $5, 'succeeded', 'test-mode', 'pi_test_mode_model_' || replace(id::text, '-', '') FROM booked`,
    [dinnerId, bookingIds, couples.map((couple) => couple.coupleId), app.clock.now(), feeCents],
  );
  couples.forEach((couple, index) => {
    couple.bookingId = bookingIds[index];
    couple.paidCents = feeCents;
  });
}
