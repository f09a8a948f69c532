import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MatchCouple } from '../../src/modules/matching/domain/match-couple';
import type { AssignableRestaurant } from '../../src/modules/restaurants';

/**
 * A dinner with paid couples written straight to the database in a few bulk statements
 * (couples, profiles, two users each, confirmed bookings) plus the restaurants: the
 * matching integration tests and `npm run bench:matching-run` start from it.
 */
export interface BookedDinner {
  dinnerId: string;
  coupleIds: string[];
  restaurantIds: string[];
}

const FIRST_NAMES = ['Aoife', 'Cian', 'Niamh', 'Darragh', 'Saoirse', 'Oisin', 'Ciara', 'Conor', 'Roisin', 'Eoin', 'Orla', 'Fionn'];

export async function seedBookedDinner(
  db: DataSource,
  options: { couples: MatchCouple[]; restaurants: AssignableRestaurant[]; eventDate: Date; bookingDeadline: Date; city?: string; country?: string },
): Promise<BookedDinner> {
  const city = options.city ?? options.couples[0]?.city ?? 'Dublin';
  const country = options.country ?? options.couples[0]?.country ?? 'Ireland';
  const [{ id: dinnerId }] = await db.query(
    `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, status, logistics_fee_cents) VALUES ($1, $2, $3, $4, $5, 'booking_closed', 1500) RETURNING id`,
    [city, country, options.eventDate, options.bookingDeadline, Math.max(4, options.couples.length)],
  );
  const ids = options.couples.map(() => randomUUID());
  const tag = randomBytes(3).toString('hex');
  const column = <T>(pick: (c: MatchCouple, n: number) => T) => options.couples.map(pick);
  await db.query(`INSERT INTO couples (id) SELECT unnest($1::uuid[])`, [ids]);
  await db.query(
    `INSERT INTO couple_profiles (couple_id, life_stage_preference, dining_frequency, restaurant_price_preference, city, country, cuisine_types, dietary_restrictions,
       dining_vibe, ideal_social_outing, social_age_preference, diverse_couples_preference, travel_destinations, planning_style, communication_style)
     SELECT a, b, c, d::text[], e, f, g::text[], h::text[], i::text[], j::text[], k, l::text[], m::text[], n, o
       FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::text[], $5::varchar[], $6::varchar[], $7::text[], $8::text[], $9::text[], $10::text[], $11::varchar[], $12::text[], $13::text[], $14::varchar[], $15::varchar[])
         AS t(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o)`,
    [
      ids,
      column((c) => c.lifeStagePreference),
      column((c) => c.diningFrequency ?? 'Occasionally (2-3 times a month)'),
      column((c) => pgArray(c.restaurantPricePreference)),
      column((c) => c.city),
      column((c) => c.country),
      column((c) => pgArray(c.cuisineTypes)),
      column((c) => pgArray(c.dietaryRestrictions)),
      column((c) => pgArray(c.diningVibe)),
      column((c) => pgArray(c.idealSocialOuting)),
      column((c) => c.socialAgePreference ?? 'Open to all ages'),
      column((c) => pgArray(c.diverseCouplesPreference)),
      column((c) => pgArray(c.travelDestinations)),
      column((c) => c.planningStyle ?? 'A mix'),
      column((c) => c.communicationStyle ?? 'Good flow'),
    ],
  );
  const people = options.couples.flatMap((c, n) =>
    [0, 1].map((k) => ({
      coupleId: ids[n],
      k,
      person: c.people[k] ?? { dateOfBirth: null, gender: null },
      first: FIRST_NAMES[(2 * n + k) % FIRST_NAMES.length],
    })),
  );
  const userIds = people.map(() => randomUUID());
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name, role, email_verified, couple_id, date_of_birth, gender, created_at)
     SELECT id, email, first_name, 'Byrne', role, true, couple_id, date_of_birth, gender, now() + (k || ' milliseconds')::interval
       FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::uuid[], $6::date[], $7::varchar[], $8::int[]) AS t(id, email, first_name, role, couple_id, date_of_birth, gender, k)`,
    [
      userIds,
      people.map((p, n) => `${p.first.toLowerCase()}.${tag}.${n}@example.ie`),
      people.map((p) => p.first),
      people.map((p) => (p.k === 0 ? 'primary' : 'partner')),
      people.map((p) => p.coupleId),
      people.map((p) => p.person.dateOfBirth),
      people.map((p) => p.person.gender),
      people.map((p) => p.k),
    ],
  );
  await db.query(
    `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at)
     SELECT $1, couple_id, user_id, 'confirmed', now() FROM unnest($2::uuid[], $3::uuid[]) AS t(couple_id, user_id)`,
    [dinnerId, ids, ids.map((_, n) => userIds[2 * n])],
  );
  const restaurantIds: string[] = [];
  for (const r of options.restaurants) {
    const [{ id }] = await db.query(
      `INSERT INTO restaurants (name, address, city, country, cuisine_types, price_range, dietary_accommodations, dining_vibe_tags, avg_rating, max_party_size, tables_per_night, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        `${r.name} ${tag}`,
        `${restaurantIds.length + 1} Test Street`,
        r.city,
        r.country,
        r.cuisineTypes,
        r.priceRange,
        r.dietaryAccommodations,
        r.diningVibeTags,
        r.avgRating,
        r.maxPartySize,
        r.tables,
        r.isActive,
      ],
    );
    restaurantIds.push(id);
  }
  return { dinnerId, coupleIds: ids, restaurantIds };
}

/** An admin user (sign it in with the tests' session helper). */
export async function seedAdmin(db: DataSource): Promise<string> {
  const userId = randomUUID();
  await db.query(
    `INSERT INTO users (id, email, first_name, role, is_admin, admin_role, email_verified) VALUES ($1, $2, 'Admin', 'admin', true, 'owner', true)`,
    [userId, `admin.${userId.slice(0, 8)}@example.ie`],
  );
  return userId;
}

/** A Postgres array literal, so that lists travel inside unnest's text[] parameters. */
function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
