import { MatchingInstance } from './matching-instance';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 20, 2026' for '2026-11-20' (the admin screens' date style). */
export function dinnerDateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
}

/** "dined together on Nov 20, 2026 and Dec 04, 2026", or null for couples that never shared a table. */
export function dinedTogether(dates: readonly string[]): string | null {
  if (dates.length === 0) return null;
  const labels = dates.map(dinnerDateLabel);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `dined together on ${list}`;
}

/**
 * The sentence the admin's reasoning gets for every pair of a group seated together again
 * within the novelty window (the engine only does so when it found no grouping without it),
 * or null when the group brings only new faces.
 */
export function repeatNote(instance: MatchingInstance, members: readonly number[]): string | null {
  const repeats = repeatPairs(instance, members);
  if (repeats.length === 0) return null;
  return `Seated together again, as no grouping without ${repeats.length === 1 ? 'this repeat' : 'these repeats'} was found: ${repeats.join('; ')}.`;
}

/** Each pair of the group that met within the novelty window, named: "A and B (dined together on …)". */
export function repeatPairs(instance: MatchingInstance, members: readonly number[]): string[] {
  const repeats: string[] = [];
  for (let x = 0; x < members.length; x++) {
    for (let y = x + 1; y < members.length; y++) {
      const [i, j] = [members[x], members[y]];
      if (instance.isRepeat(i, j)) repeats.push(`${labelOf(instance, i)} and ${labelOf(instance, j)} (${dinedTogether(instance.memory.datesTogether(i, j))})`);
    }
  }
  return repeats;
}

/** The sentence naming the pairs of a group that asked to be seated together again ("see you again", both couples), or null. */
export function seatTogetherNote(instance: MatchingInstance, members: readonly number[]): string | null {
  if (!instance.memory.active) return null;
  const pairs: string[] = [];
  for (let x = 0; x < members.length; x++) {
    for (let y = x + 1; y < members.length; y++) {
      if (instance.memory.seatTogether(members[x], members[y])) pairs.push(`${labelOf(instance, members[x])} and ${labelOf(instance, members[y])}`);
    }
  }
  return pairs.length ? `Seated together again as both couples asked ("see you again"): ${pairs.join('; ')}.` : null;
}

function labelOf(instance: MatchingInstance, i: number): string {
  return instance.couples[i].label ?? instance.couples[i].id;
}
