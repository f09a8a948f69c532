import { DiningHistory } from '../domain/dining-history';
import { groupRuleBreaks, RuleBreak } from '../domain/group-rules';
import { DinnerContext } from './dinner-context';
import { StoredGroup } from './dinner-group-store';
import { groupDemandOf, servingProblem, ServingProblem } from './group-venue';

/** The groups of the dinner after a change: new couple lists by group id ('' for a new group; empty: the group goes). */
export type Recomposition = Map<string, string[]>;

/** Where a group sits: its restaurant's name (null: no longer among the city's restaurants) and its table. */
export interface Seat {
  restaurant: string | null;
  table: number | null;
}

/** Why a group's restaurant could no longer serve it: a term it fails, or it left the city's restaurants. */
export type VenueLoss = ServingProblem | { term: 'withdrawn' };

/** A term of the group's restaurant the change breaks; `keeps`: the seat a revealed group keeps all the same. */
export interface VenueBreak {
  rule: 'party_size' | 'restaurant_fit';
  problem: VenueLoss;
  keeps: Seat | null;
}

/**
 * What a change would break and do, as facts (`group-change-wording.ts` words them in the
 * reader's language), each with the group it concerns (null: the group the change creates).
 */
export type ChangeBreak = (RuleBreak | VenueBreak) & { groupId: string | null };
export type ChangeConsequence =
  | { kind: 'group_deleted'; groupId: string | null; freed: Seat | null }
  | { kind: 'restaurant_unassigned'; groupId: string | null; lost: Seat | null }
  | { kind: 'below_minimum'; groupId: string | null; couples: number; minimum: number; holding: Seat | null }
  | { kind: 'couple_unmatched'; groupId: string; coupleId: string };
export interface ChangeFindings {
  breaks: ChangeBreak[];
  consequences: ChangeConsequence[];
}

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
): ChangeFindings {
  const breaks: ChangeBreak[] = [];
  const consequences: ChangeConsequence[] = [];
  const { minGroupSize } = context.settings;
  for (const [id, coupleIds] of recomposition) {
    const current = groups.find((g) => g.id === id);
    const groupId = current?.id ?? null;
    const seat = current ? seatOf(context, current) : null;
    if (coupleIds.length === 0) {
      consequences.push({ kind: 'group_deleted', groupId, freed: seat });
      continue;
    }
    breaks.push(...groupRuleBreaks(context.instanceOf(coupleIds, history), coupleIds).map((b) => ({ ...b, groupId })));
    const lost = current ? restaurantLost(context, groups, current, coupleIds, history) : null;
    const kept = lost !== null && keepsTable(lost, revealed);
    if (lost) {
      breaks.push({ rule: lost.rule, problem: lost.problem, keeps: kept ? seat : null, groupId });
      if (!kept) consequences.push({ kind: 'restaurant_unassigned', groupId, lost: seat });
    }
    if (coupleIds.length < minGroupSize) {
      const holding = seat && (!lost || kept) ? seat : null;
      consequences.push({ kind: 'below_minimum', groupId, couples: coupleIds.length, minimum: minGroupSize, holding });
    }
  }
  const seatedAfter = new Set([...groups.filter((g) => !recomposition.has(g.id)).flatMap(coupleIdsOf), ...[...recomposition.values()].flat()]);
  for (const group of groups) {
    for (const coupleId of coupleIdsOf(group)) {
      if (!seatedAfter.has(coupleId)) consequences.push({ kind: 'couple_unmatched', groupId: group.id, coupleId });
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
const keepsTable = (lost: LostRestaurant, revealed: boolean): boolean => revealed && lost.problem.term !== 'withdrawn';

/** The term the group's restaurant no longer meets; `withdrawn`: it left the city's restaurants (deactivated), no table to keep. */
type LostRestaurant = Pick<VenueBreak, 'rule' | 'problem'>;

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
  if (!restaurant) return { rule: 'restaurant_fit', problem: { term: 'withdrawn' } };
  const demand = groupDemandOf(context, coupleIds, current.id, history);
  const problem = servingProblem(restaurant, demand, context, groups, current.id, { ignoreTables: true });
  if (!problem) return null;
  return { rule: demand.partySize > restaurant.maxPartySize ? 'party_size' : 'restaurant_fit', problem };
}

function seatOf(context: DinnerContext, group: StoredGroup): Seat | null {
  if (!group.restaurantId) return null;
  return { restaurant: context.restaurantById.get(group.restaurantId)?.name ?? null, table: group.tableNumber };
}

const coupleIdsOf = (group: StoredGroup) => group.participants.map((p) => p.coupleId);
