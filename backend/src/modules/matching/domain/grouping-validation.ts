import { groupCanBeHosted, pairRuleOut } from './hard-constraints';
import { MatchingInstance } from './matching-instance';

/**
 * Checks a proposed grouping (from the AI or an admin) against the rules the engine itself
 * obeys: known couples, each in at most one group, group sizes within bounds, and every
 * hard constraint. Returns the problems found; an empty list means valid.
 */
export function groupingProblems(instance: MatchingInstance, groups: readonly (readonly string[])[]): string[] {
  const { minGroupSize, maxGroupSize } = instance.settings;
  const problems: string[] = [];
  const placed = new Set<string>();
  groups.forEach((ids, g) => {
    const label = `group ${g + 1}`;
    if (ids.length < minGroupSize || ids.length > maxGroupSize) problems.push(`${label} has ${ids.length} couples (allowed ${minGroupSize}-${maxGroupSize})`);
    const members: number[] = [];
    for (const id of ids) {
      const i = instance.indexById.get(id);
      if (i === undefined) problems.push(`${label} names unknown couple ${id}`);
      else if (placed.has(id)) problems.push(`couple ${id} is placed more than once`);
      else members.push(i);
      placed.add(id);
    }
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const a = instance.features[members[x]];
        const b = instance.features[members[y]];
        const rule = pairRuleOut(a, b, instance.settings, instance.venuesAt(a.place));
        if (rule) problems.push(`${label}: couples ${a.id} and ${b.id} break a hard constraint (${rule})`);
        else if (instance.memory.reported(members[x], members[y])) problems.push(`${label}: couples ${a.id} and ${b.id} are kept apart by a safety report`);
        else if (instance.memory.vetoed(members[x], members[y]))
          problems.push(`${label}: couples ${a.id} and ${b.id} rated each other 2 or less at a past dinner`);
      }
    }
    const features = members.map((i) => instance.features[i]);
    if (features.length > 0 && !groupCanBeHosted(features, instance.venuesAt(features[0].place))) {
      problems.push(`${label}: no active restaurant of the city can host this group`);
    }
  });
  return problems;
}
