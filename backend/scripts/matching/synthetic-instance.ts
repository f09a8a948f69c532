import { SeededRandom } from '../../src/modules/matching/domain/random';
import { CoupleRecord, InstanceFile, RestaurantRecord } from './instance-format';

/**
 * Realistic synthetic dinners for the benchmark and the sample instance: the spec's option
 * lists, skewed the way real answers are (most couples mixed-gender, in their thirties,
 * without dietary restrictions, at mid-range budgets; Italian far more popular than
 * Ethiopian), all in one city as for one dinner, with the city's restaurants and tables.
 */
type Weighted = readonly (readonly [string, number])[];

const CUISINES: Weighted = [
  ['Italian', 30],
  ['Japanese', 20],
  ['Indian', 18],
  ['Mediterranean', 16],
  ['Thai', 15],
  ['French', 14],
  ['Mexican', 13],
  ['Chinese', 12],
  ['Irish', 11],
  ['Spanish', 10],
  ['Greek', 9],
  ['Middle Eastern', 9],
  ['Korean', 8],
  ['Vietnamese', 8],
  ['Seafood-focused', 8],
  ['Steakhouse', 8],
  ['Gastropub', 7],
  ['American', 7],
  ['Fusion', 6],
  ['Pub Food', 6],
  ['British', 4],
  ['Brazilian', 3],
  ['German', 3],
  ['Eastern European', 2],
  ['African', 2],
  ['Ethiopian', 2],
];
const VIBES: Weighted = [
  ['Relaxed & Casual', 40],
  ['Vibrant & Social', 25],
  ['Intimate & Focused on Food', 18],
  ['Adventurous & Experimental', 12],
  ['Elevated Experience', 8],
];
const OUTINGS: Weighted = [
  ['Trying new restaurants and bars', 30],
  ['Quiet dinners with close friends', 25],
  ['Cultural experiences', 20],
  ['Travel and exploration', 20],
  ['Outdoor adventures', 16],
  ['Lively group events and parties', 14],
  ['Learning new skills or hobbies', 9],
  ['Gaming', 6],
  ['Volunteering or community work', 5],
];
const DIETARY: Weighted = [
  ['Vegetarian', 12],
  ['Gluten-Free', 6],
  ['Vegan', 4],
  ['Dairy-Free', 3],
  ['Nut Allergy', 3],
  ['Low Carb', 2],
  ['No Seafood', 2],
  ['Halal', 2],
  ['Kosher', 0.5],
  ['Other', 1],
];
const BUDGETS: Weighted = [
  ['€€', 40],
  ['€€€', 35],
  ['Open to all price ranges!', 17],
  ['€€€€', 8],
];
const LIFE_STAGES: Weighted = [
  ['Career-focused & experiential', 50],
  ['Navigating parenthood', 30],
  ['Open to all amazing couples!', 20],
];
const AGE_PREFERENCES: Weighted = [
  ['Open to all ages', 45],
  ['Around our age', 40],
  ['Wider range', 15],
];
const COMMUNICATION: Weighted = [
  ['Naturally outgoing', 30],
  ['Good flow', 30],
  ['Ease in', 20],
  ['Flexible', 20],
];
const PLANNING: Weighted = [
  ['A mix', 50],
  ['Spontaneous', 25],
  ['Plan in advance', 25],
];
const FREQUENCY: Weighted = [
  ['Occasionally (2-3 times a month)', 40],
  ['Frequently (Once a week)', 30],
  ['Rarely (Once a month or less)', 15],
  ['Very Often (Multiple times a week)', 15],
];
const DESTINATIONS: Weighted = [
  ['Japan', 12],
  ['Italy', 12],
  ['Iceland', 8],
  ['Portugal', 8],
  ['Thailand', 7],
  ['New Zealand', 7],
  ['Peru', 5],
  ['Greece', 7],
  ['Mexico', 5],
  ['Canada', 5],
  ['Morocco', 4],
  ['Norway', 4],
  ['Vietnam', 4],
  ['South Africa', 3],
  ['Argentina', 3],
  ['Croatia', 4],
];
const RESTAURANT_CUISINES: Weighted = CUISINES.filter(([c]) => !['Pub Food', 'Eastern European', 'African'].includes(c));
const VIBE_TAGS: Weighted = [
  ['Casual', 30],
  ['Cozy', 25],
  ['Lively', 20],
  ['Group Dining', 20],
  ['Trendy', 15],
  ['Modern', 15],
  ['Intimate', 12],
  ['Quiet', 10],
  ['Fine Dining', 8],
  ['Romantic', 10],
  ['Traditional', 10],
  ['Outdoor Seating', 8],
  ['Date Night', 8],
  ['Family-Friendly', 6],
  ['Business', 4],
];
const ACCOMMODATION_SHARE: readonly (readonly [string, number])[] = [
  ['Vegetarian', 0.92],
  ['Gluten-Free', 0.8],
  ['Vegan', 0.6],
  ['Dairy-Free', 0.55],
  ['Nut-Free', 0.5],
  ['Low-Carb', 0.3],
  ['Halal', 0.2],
  ['Kosher', 0.06],
];

export function syntheticInstance(couples: number, seed: number, city = 'Dublin', country = 'Ireland'): InstanceFile {
  const random = new SeededRandom(seed);
  const dinnerDate = '2026-11-27';
  return {
    seed,
    dinner_date: dinnerDate,
    couples: Array.from({ length: couples }, (_, n) => syntheticCouple(random, `c${n + 1}`, city, country, 2026)),
    restaurants: syntheticRestaurants(random, Math.ceil(couples / 3), city, country),
  };
}

function syntheticCouple(random: SeededRandom, id: string, city: string, country: string, year: number): CoupleRecord {
  const age = 24 + Math.round(Math.abs(gaussian(random)) * 9 + random.next() * 6);
  const genders = pickGenders(random);
  const lgbtq = genders[0] === genders[1] || genders.includes('Non-binary');
  const dietary = random.next() < 0.68 ? ['None'] : pickSome(random, DIETARY, random.next() < 0.8 ? 1 : 2);
  const surprise = random.next() < 0.1;
  const budget = pick(random, BUDGETS);
  return {
    id,
    city,
    country,
    people: [0, 1].map((p) => ({ date_of_birth: birthDate(random, year - age - (p ? Math.round(gaussian(random) * 2) : 0)), gender: genders[p] })),
    life_stage_preference: pick(random, LIFE_STAGES),
    social_age_preference: pick(random, AGE_PREFERENCES),
    diverse_couples_preference:
      lgbtq && random.next() < 0.5
        ? ['LGBTQIA+']
        : random.next() < 0.1
          ? ['Similar gender dynamic']
          : [random.next() < 0.9 ? 'Open to all' : 'Prefer not to specify'],
    communication_style: pick(random, COMMUNICATION),
    planning_style: pick(random, PLANNING),
    restaurant_price_preference: budget === '€€' && random.next() < 0.4 ? ['€€', '€€€'] : [budget],
    cuisine_types: surprise ? ['Surprise Us!'] : pickSome(random, CUISINES, 2 + random.int(4)),
    dietary_restrictions: dietary,
    dining_vibe: pickSome(random, VIBES, 1 + random.int(2)),
    ideal_social_outing: pickSome(random, OUTINGS, 2 + random.int(3)),
    travel_destinations: pickSome(random, DESTINATIONS, random.int(4)),
    dining_frequency: pick(random, FREQUENCY),
  };
}

/** Enough tables for every group, spread over restaurants of every price range. */
function syntheticRestaurants(random: SeededRandom, groups: number, city: string, country: string): RestaurantRecord[] {
  const restaurants: RestaurantRecord[] = [];
  let tables = 0;
  while (tables < groups * 1.3 || restaurants.length < 6) {
    const count = 1 + random.int(6);
    // Every price range is present; beyond that mid-range places dominate.
    const price =
      restaurants.length < 6
        ? ['€€', '€€€', '€€€€'][restaurants.length % 3]
        : pick(random, [
            ['€€', 45],
            ['€€€', 40],
            ['€€€€', 15],
          ]);
    restaurants.push({
      id: `r${restaurants.length + 1}`,
      name: `Restaurant ${restaurants.length + 1}`,
      city,
      country,
      cuisine_types: pickSome(random, RESTAURANT_CUISINES, 1 + random.int(3)),
      price_range: price,
      dietary_accommodations: ACCOMMODATION_SHARE.filter(([, share]) => random.next() < share).map(([a]) => a),
      dining_vibe_tags: pickSome(random, VIBE_TAGS, 2 + random.int(3)),
      avg_rating: Math.round((3.4 + random.next() * 1.6) * 10) / 10,
      max_party_size: random.next() < 0.7 ? 8 : random.next() < 0.5 ? 6 : 12,
      tables: count,
      is_active: random.next() > 0.03,
    });
    tables += count;
  }
  return restaurants;
}

function pickGenders(random: SeededRandom): [string, string] {
  const roll = random.next();
  if (roll < 0.88) return ['Female', 'Male'];
  if (roll < 0.93) return ['Male', 'Male'];
  if (roll < 0.98) return ['Female', 'Female'];
  return ['Non-binary', random.next() < 0.5 ? 'Female' : 'Non-binary'];
}

function birthDate(random: SeededRandom, year: number): string {
  const month = 1 + random.int(12);
  const day = 1 + random.int(28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function gaussian(random: SeededRandom): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function pick(random: SeededRandom, options: Weighted): string {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let roll = random.next() * total;
  for (const [value, w] of options) {
    roll -= w;
    if (roll < 0) return value;
  }
  return options[options.length - 1][0];
}

function pickSome(random: SeededRandom, options: Weighted, count: number): string[] {
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < Math.min(count, options.length) && tries < 50; tries++) chosen.add(pick(random, options));
  return [...chosen];
}
