/**
 * How couples' words translate into restaurants' words (admin-side restaurant presets),
 * so a group's needs can be checked against restaurants and shown as restaurant criteria.
 */

/** Dietary restriction -> the restaurant accommodation it needs. 'No Seafood', 'Other' and 'None' need none that can be checked automatically. */
export const ACCOMMODATION_FOR_RESTRICTION: Readonly<Record<string, string>> = {
  'Gluten-Free': 'Gluten-Free',
  'Dairy-Free': 'Dairy-Free',
  'Nut Allergy': 'Nut-Free',
  Vegetarian: 'Vegetarian',
  Vegan: 'Vegan',
  Halal: 'Halal',
  Kosher: 'Kosher',
  'Low Carb': 'Low-Carb',
};

/** The accommodations matching can require, in a fixed order (bit i of a needs mask). */
export const ACCOMMODATIONS = Object.values(ACCOMMODATION_FOR_RESTRICTION);

/** Dining vibe -> the restaurant vibe tags that fit it. */
export const VIBE_TAGS_FOR_DINING_VIBE: Readonly<Record<string, readonly string[]>> = {
  'Relaxed & Casual': ['Casual', 'Cozy'],
  'Vibrant & Social': ['Lively', 'Group Dining', 'Trendy'],
  'Adventurous & Experimental': ['Trendy', 'Modern'],
  'Intimate & Focused on Food': ['Intimate', 'Quiet'],
  'Elevated Experience': ['Fine Dining', 'Romantic'],
};

export function accommodationsNeeded(dietaryRestrictions: readonly string[]): string[] {
  const needed = dietaryRestrictions.map((r) => ACCOMMODATION_FOR_RESTRICTION[r]).filter((a): a is string => Boolean(a));
  return [...new Set(needed)];
}

export function vibeTagsFor(diningVibes: readonly string[]): string[] {
  return [...new Set(diningVibes.flatMap((v) => VIBE_TAGS_FOR_DINING_VIBE[v] ?? []))];
}

export function normalizeWord(value: string): string {
  return value.trim().toLowerCase();
}

/** Restaurants are matched to couples by city and country, compared case-insensitively. */
export function placeKey(city: string, country: string): string {
  return `${normalizeWord(city)}|${normalizeWord(country)}`;
}
