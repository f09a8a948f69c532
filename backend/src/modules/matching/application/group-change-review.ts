import { DiningHistory } from '../domain/dining-history';
import { GroupChangeReview, GroupConsequence, GroupRuleBreak, groupRuleBreaks } from '../domain/group-rules';
import { shortId } from '../domain/matching-outcome';
import { DinnerContext } from './dinner-context';
import { StoredGroup } from './dinner-group-store';
import { groupDemandOf, servingProblem } from './group-venue';

/** The groups of the dinner after a change: new couple lists by group id ('' for a new group; empty: the group goes). */
export type Recomposition = Map<string, string[]>;

/**
 * Everything a change to a dinner's groups would break and do, before it is made: the hard
 * rules of every group it changes (not only the first; the couples' past ratings of each other
 * and repeats within the novelty window read from `history`, as the engine reads them), the restaurant a group would lose
 * (its party size or another term no longer met), a group left below the minimum still
 * holding its table, a group that goes, and the couples left unmatched. Once the dinner is
 * revealed a group keeps the table its couples were told of (`keepsTable`): a term broken is
 * a break to override, never an evening lost (issue 45: one couple's change cancels nobody else's).
 */
export function reviewChange(
  context: DinnerContext,
  groups: readonly StoredGroup[],
  recomposition: Recomposition,
  history: DiningHistory,
  revealed: boolean = context.dinner.revealed,
): GroupChangeReview {
  const breaks: GroupRuleBreak[] = [];
  const consequences: GroupConsequence[] = [];
  const { minGroupSize } = context.settings;
  for (const [id, coupleIds] of recomposition) {
    const current = groups.find((g) => g.id === id);
    const groupId = current?.id ?? null;
    const name = groupId ? `Group ${shortId(groupId)}` : 'The new group';
    const seat = current ? seatOf(context, current) : null;
    if (coupleIds.length === 0) {
      consequences.push({ kind: 'group_deleted', groupId, message: `${name} has no couple left and is deleted${seat ? `; ${seat} is freed` : ''}.` });
      continue;
    }
    breaks.push(...groupRuleBreaks(context.instanceOf(coupleIds, history), coupleIds, (couple) => context.label(couple)).map((b) => ({ ...b, groupId })));
    const lost = current ? restaurantLost(context, groups, current, coupleIds, history) : null;
    const kept = lost !== null && keepsTable(lost, revealed);
    if (lost) {
      const message = kept
        ? `${lost.problem} ${name} keeps ${seat}: its couples were told where they dine, and the restaurant is asked for the new party.`
        : lost.problem;
      breaks.push({ rule: lost.rule, message, groupId });
      if (!kept)
        consequences.push({ kind: 'restaurant_unassigned', groupId, message: `${name} loses ${seat ?? 'its restaurant'} and needs a restaurant again.` });
    }
    if (coupleIds.length < minGroupSize) {
      const holding = seat && (!lost || kept) ? `still holding ${seat}` : 'without a restaurant';
      consequences.push({
        kind: 'below_minimum',
        groupId,
        message: `${name} is left with ${coupleIds.length} couple${coupleIds.length === 1 ? '' : 's'} (minimum ${minGroupSize}), ${holding}.`,
      });
    }
  }
  const seatedAfter = new Set([...groups.filter((g) => !recomposition.has(g.id)).flatMap(coupleIdsOf), ...[...recomposition.values()].flat()]);
  for (const group of groups) {
    for (const coupleId of coupleIdsOf(group)) {
      if (!seatedAfter.has(coupleId))
        consequences.push({ kind: 'couple_unmatched', groupId: group.id, message: `${context.label(coupleId)} becomes unmatched.` });
    }
  }
  return { breaks, consequences };
}

/** Whether the group, with these couples, still keeps its restaurant and table. */
export function keepsRestaurant(
  context: DinnerContext,
  groups: readonly StoredGroup[],
  current: StoredGroup | undefined,
  coupleIds: readonly string[],
  history: DiningHistory,
  revealed: boolean,
): boolean {
  if (!current?.restaurantId) return false;
  const lost = restaurantLost(context, groups, current, coupleIds, history);
  return lost === null || keepsTable(lost, revealed);
}

/**
 * A revealed group's couples were told where they dine: a restaurant still in the catalogue
 * keeps their table over a term the change breaks (the overridden break is on record, and
 * the restaurant's reservation asks for the new party); only a restaurant gone loses it.
 */
const keepsTable = (lost: LostRestaurant, revealed: boolean): boolean => revealed && !lost.gone;

interface LostRestaurant {
  rule: 'party_size' | 'restaurant_fit';
  problem: string;
  /** The restaurant is no longer among the city's (deactivated): no table to keep. */
  gone: boolean;
}

/** Why a group's restaurant could no longer serve it (its party size first); null when it can, or it has none. */
function restaurantLost(
  context: DinnerContext,
  groups: readonly StoredGroup[],
  current: StoredGroup,
  coupleIds: readonly string[],
  history?: DiningHistory,
): LostRestaurant | null {
  if (!current.restaurantId) return null;
  const restaurant = context.restaurantById.get(current.restaurantId);
  if (!restaurant)
    return { rule: 'restaurant_fit', problem: "Assigned restaurant: the group's restaurant is no longer among the city's restaurants.", gone: true };
  const demand = groupDemandOf(context, coupleIds, current.id, history);
  const problem = servingProblem(restaurant, demand, context, groups, current.id, { ignoreTables: true });
  if (!problem) return null;
  return { rule: demand.partySize > restaurant.maxPartySize ? 'party_size' : 'restaurant_fit', problem, gone: false };
}

function seatOf(context: DinnerContext, group: StoredGroup): string | null {
  if (!group.restaurantId) return null;
  const name = context.restaurantById.get(group.restaurantId)?.name ?? 'its restaurant';
  return group.tableNumber ? `${name}, table ${group.tableNumber}` : name;
}

const coupleIdsOf = (group: StoredGroup) => group.participants.map((p) => p.coupleId);
