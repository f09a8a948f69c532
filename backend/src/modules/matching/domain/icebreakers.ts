import { OPEN_LIFE_STAGE } from './match-couple';
import { SeededRandom } from './random';

/**
 * Conversation starters for a group, drawn from what its couples share (issue 22, point 4).
 * Pure: the reveal job writes them once per group, from Gemini when configured, otherwise
 * from the curated deck below.
 */

/** What a couple brings to the table, without anything that names it. */
export interface CoupleTraits {
  cuisines: string[];
  travelDestinations: string[];
  interests: string[];
  diningVibes: string[];
  lifeStage: string | null;
}

export type TraitKind = 'cuisine' | 'travel' | 'interest' | 'vibe' | 'life_stage';

/** A value held by two couples or more of the group. */
export interface SharedTrait {
  kind: TraitKind;
  value: string;
  couples: number;
}

export const ICEBREAKER_SOURCES = ['gemini_ai', 'deck'] as const;
export type IcebreakerSource = (typeof ICEBREAKER_SOURCES)[number];

export interface Icebreakers {
  items: string[];
  source: IcebreakerSource;
}

export const MIN_ICEBREAKERS = 3;
export const MAX_ICEBREAKERS = 5;
/** Long enough for a real question, short enough for a card and a mail line. */
export const MAX_ICEBREAKER_LENGTH = 200;
const MIN_ICEBREAKER_LENGTH = 10;

const KIND_ORDER: TraitKind[] = ['interest', 'travel', 'cuisine', 'life_stage', 'vibe'];

/** The values two couples or more share, most widely shared first, then by kind and name. */
export function sharedTraits(couples: readonly CoupleTraits[]): SharedTrait[] {
  const counts = new Map<string, SharedTrait>();
  const count = (kind: TraitKind, values: readonly string[]) => {
    for (const value of new Set(values.map((v) => v.trim()).filter(Boolean))) {
      const key = `${kind}|${value.toLowerCase()}`;
      const seen = counts.get(key);
      counts.set(key, seen ? { ...seen, couples: seen.couples + 1 } : { kind, value, couples: 1 });
    }
  };
  for (const couple of couples) {
    count('cuisine', couple.cuisines);
    count('travel', couple.travelDestinations);
    count('interest', couple.interests);
    count('vibe', couple.diningVibes);
    // "Open to all" is not a stage of life two couples can talk about.
    if (couple.lifeStage && couple.lifeStage !== OPEN_LIFE_STAGE) count('life_stage', [couple.lifeStage]);
  }
  return [...counts.values()]
    .filter((trait) => trait.couples >= 2)
    .sort((a, b) => b.couples - a.couples || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.value.localeCompare(b.value));
}

const INTEREST_STARTERS: Record<string, string> = {
  'Quiet dinners with close friends': 'Who is the friend you would most like to bring to a dinner like this one, and why?',
  'Lively group events and parties': 'What is the best party you have ever been to, and what made it work?',
  'Outdoor adventures': 'What is the best outdoor adventure you have had together, and what is next on the list?',
  'Cultural experiences': 'Which exhibition, concert or play stayed with you long after you left?',
  'Trying new restaurants and bars': 'Which new restaurant or bar would you send everyone at this table to next?',
  'Learning new skills or hobbies': 'What is a skill or hobby you picked up recently, and how is it going?',
  'Volunteering or community work': 'What cause or community project do you give your time to, and how did you start?',
  Gaming: 'Which game, on a board or a screen, brings out your competitive side?',
  'Travel and exploration': 'What is the most unexpected place a trip has taken you?',
};

const LIFE_STAGE_STARTERS: Record<string, string> = {
  'Career-focused & experiential': 'What is the most memorable experience you have treated yourselves to this year?',
  'Navigating parenthood': 'What is one thing about family life nobody warned you about?',
};

const VIBE_STARTERS: Record<string, string> = {
  'Relaxed & Casual': 'What does your perfect lazy Sunday look like?',
  'Vibrant & Social': 'Where in town do you go when you want a buzz around you?',
  'Adventurous & Experimental': 'What is the most adventurous thing you have ever eaten, and would you order it again?',
  'Intimate & Focused on Food': 'Which meal would you travel across the country for?',
  'Elevated Experience': 'What is the most special dinner you have ever had, and what was the occasion?',
};

const cuisineStarters = (cuisine: string) => [
  `More than one of you loves ${cuisine} food: which dish would you order for the whole table?`,
  `Where did you have the best ${cuisine} meal of your lives?`,
];

const travelStarters = (destination: string) => [
  `${destination} is on more than one couple's list here: who has been, and what should the others not miss?`,
  `If this table went to ${destination} together, who would plan the trip and who would find the food?`,
];

/** Starters for any table: the deck falls back on them when the couples share little. */
export const GENERAL_STARTERS = [
  'How did the two of you meet, and who tells the story better?',
  'What is a tradition the two of you have started together?',
  'What is the best thing you have discovered in your city in the last year?',
  'If you could have dinner anywhere in the world tomorrow, where would it be?',
  'What is something you are looking forward to this season?',
  'What is a small thing that made your week?',
  'Which dish does each of you cook best, according to the other?',
  'What would your ideal weekend away look like?',
] as const;

function startersFor(trait: SharedTrait): string[] {
  switch (trait.kind) {
    case 'cuisine':
      return cuisineStarters(trait.value);
    case 'travel':
      return travelStarters(trait.value);
    case 'interest':
      return INTEREST_STARTERS[trait.value] ? [INTEREST_STARTERS[trait.value]] : [];
    case 'life_stage':
      return LIFE_STAGE_STARTERS[trait.value] ? [LIFE_STAGE_STARTERS[trait.value]] : [];
    case 'vibe':
      return VIBE_STARTERS[trait.value] ? [VIBE_STARTERS[trait.value]] : [];
  }
}

/** A stable number for a group id: the same group always draws the same cards. */
export function seedOf(groupKey: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < groupKey.length; i++) hash = Math.imul(hash ^ groupKey.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The curated deck: one starter per shared trait (most widely shared first, at most one per
 * kind before a second of the same kind, four at most), then general starters until the
 * table has at least three and one that does not depend on the traits. Deterministic for a group.
 */
export function drawFromDeck(groupKey: string, couples: readonly CoupleTraits[]): string[] {
  const random = new SeededRandom(seedOf(groupKey));
  const traits = sharedTraits(couples);
  const byKindFirst = [
    ...traits.filter((t, i) => traits.findIndex((u) => u.kind === t.kind) === i),
    ...traits.filter((t, i) => traits.findIndex((u) => u.kind === t.kind) !== i),
  ];
  const picked: string[] = [];
  for (const trait of byKindFirst) {
    if (picked.length === MAX_ICEBREAKERS - 1) break;
    const options = startersFor(trait);
    if (options.length > 0) picked.push(options[random.int(options.length)]);
  }
  const general = random.shuffle([...GENERAL_STARTERS]);
  const wanted = Math.max(MIN_ICEBREAKERS, picked.length + 1);
  return [...picked, ...general.slice(0, wanted - picked.length)];
}

export class InvalidIcebreakersError extends Error {}

/**
 * Checks starters written by a model: 3 to 5 distinct sentences of sensible length, with no
 * control characters. Returns them trimmed; throws what is wrong otherwise.
 */
export function checkIcebreakers(items: unknown): string[] {
  if (!Array.isArray(items)) throw new InvalidIcebreakersError('the answer has no icebreakers list');
  if (items.length < MIN_ICEBREAKERS || items.length > MAX_ICEBREAKERS)
    throw new InvalidIcebreakersError(`${items.length} icebreakers (allowed ${MIN_ICEBREAKERS}-${MAX_ICEBREAKERS})`);
  const checked = items.map((item, n) => {
    if (typeof item !== 'string') throw new InvalidIcebreakersError(`icebreaker ${n + 1} is not text`);
    const text = item.trim();
    if (text.length < MIN_ICEBREAKER_LENGTH || text.length > MAX_ICEBREAKER_LENGTH)
      throw new InvalidIcebreakersError(`icebreaker ${n + 1} has ${text.length} characters (allowed ${MIN_ICEBREAKER_LENGTH}-${MAX_ICEBREAKER_LENGTH})`);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(text) || /[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')))
      throw new InvalidIcebreakersError(`icebreaker ${n + 1} holds a control character or broken text`);
    return text;
  });
  if (new Set(checked.map((text) => text.toLowerCase())).size !== checked.length) throw new InvalidIcebreakersError('the icebreakers repeat themselves');
  return checked;
}
