import { listText, titleCase } from './compatibility';
import { CoupleFeatures, namesInMask, popcount } from './couple-features';
import { CUISINES, DINING_VIBES, IDEAL_SOCIAL_OUTINGS, LIFE_STAGES } from './match-couple';

const OUTGOING = 0;
const EASE_IN = 2;

/**
 * The reasoning stored with a group: what its couples share (cuisines, vibes, outings,
 * life stage, destinations) and whether the table mixes outgoing and easing-in couples.
 * Items every couple chose come first; failing those, items most of them chose.
 */
export function groupReasoning(members: readonly CoupleFeatures[], score: number, destinationNames: readonly string[]): string {
  const parts: string[] = [];
  const cuisines = sharedNames(members, (m) => m.cuisineMask, CUISINES);
  if (cuisines) parts.push(`${cuisines.who} enjoy ${listText(cuisines.names.slice(0, 3))} food`);
  else if (members.some((m) => m.cuisineWildcard)) parts.push('open to a surprise cuisine');
  const vibes = sharedNames(members, (m) => m.vibeMask, DINING_VIBES);
  if (vibes) parts.push(`${vibes.who} like ${listText(vibes.names.slice(0, 2))} dining`);
  const outings = sharedNames(members, (m) => m.outingMask, IDEAL_SOCIAL_OUTINGS);
  if (outings) parts.push(`${outings.who} enjoy ${listText(outings.names.slice(0, 2).map((o) => o.toLowerCase()))}`);
  const stage = members[0].lifeStage;
  if (stage >= 0 && stage !== 2 && members.every((m) => m.lifeStage === stage)) parts.push(`${everyone(members)} are ${LIFE_STAGES[stage].toLowerCase()}`);
  const places = members[0].travel.filter((p) => members.slice(1).every((m) => m.travel.includes(p)));
  if (places.length) parts.push(`${everyone(members)} dream of travelling to ${listText(places.map((id) => titleCase(destinationNames[id])))}`);
  const styles = new Set(members.map((m) => m.communication));
  if (styles.has(OUTGOING) && styles.has(EASE_IN)) parts.push('the table mixes naturally outgoing and easing-in couples');
  const shared = parts.length ? `${capitalize(listText(parts))}.` : 'No strong shared interests; grouped for compatible budgets, diets and preferences.';
  return `${members.length} couples, compatibility ${score}/100. ${shared}`;
}

function sharedNames(members: readonly CoupleFeatures[], mask: (m: CoupleFeatures) => number, options: readonly string[]) {
  const all = members.reduce((acc, m) => acc & mask(m), -1);
  if (all !== 0 && all !== -1) return { who: everyone(members), names: namesInMask(options, all) };
  const counts = options.map((_, bit) => members.filter((m) => (mask(m) & (1 << bit)) !== 0).length);
  const most = counts.map((c, bit) => (c * 2 > members.length && c >= 2 ? 1 << bit : 0)).reduce((a, b) => a | b, 0);
  return popcount(most) > 0 ? { who: 'most', names: namesInMask(options, most) } : null;
}

function everyone(members: readonly CoupleFeatures[]): string {
  return members.length === 2 ? 'both' : 'all';
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
