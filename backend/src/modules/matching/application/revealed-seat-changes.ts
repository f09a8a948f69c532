import { coupleIdsOf, SeatChange, seatChanges } from '../domain/seat-changes';
import { DinnerContext } from './dinner-context';
import { StoredGroup } from './dinner-group-store';

/**
 * What an admin's change of a revealed dinner's groups means for its paid couples, the ones
 * still coming: a couple that cancelled keeps its seat until an admin takes it out, and
 * taking it out tells nobody again (its group heard when it cancelled). Before the reveal
 * there is nothing to tell: the reveal will. `revealed` is read under the dinner's groups
 * lock, not with the context: a reveal may have gone out since.
 */
export function revealedSeatChanges(context: DinnerContext, revealed: boolean, before: readonly StoredGroup[], after: readonly StoredGroup[]): SeatChange[] {
  if (!revealed) return [];
  const seating = (group: StoredGroup) => ({
    id: group.id,
    restaurantId: group.restaurantId,
    tableNumber: group.tableNumber,
    coupleIds: group.participants.map((p) => p.coupleId).filter((coupleId) => context.coupleById.has(coupleId)),
  });
  return seatChanges(context.dinner.id, before.map(seating), after.map(seating), (id) => context.restaurantById.get(id)?.name ?? null);
}

/** The paid couples the changes mail, and their members: the people the admin's confirmation names (a couple left without a table is named apart). */
export function audienceOf(context: DinnerContext, changes: readonly SeatChange[]): { couples: number; people: number } {
  const couples = coupleIdsOf(changes.filter((change) => change.kind !== 'couple_removed')).flatMap((coupleId) => context.coupleById.get(coupleId) ?? []);
  return { couples: couples.length, people: couples.reduce((sum, couple) => sum + couple.people.length, 0) };
}

/** The paid couples the changes leave without a table, as the admin knows them ("Ann & Bob (c41d9e27)"). */
export function leftWithoutTable(context: DinnerContext, changes: readonly SeatChange[]): string[] {
  return changes.flatMap((change) => (change.kind === 'couple_removed' && context.coupleById.has(change.coupleId) ? [context.label(change.coupleId)] : []));
}
