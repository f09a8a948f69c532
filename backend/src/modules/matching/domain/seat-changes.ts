/** Where a group's couples sit, as a change to the groups compares it before and after. */
export interface GroupSeating {
  /** '' for a group the change creates. */
  id: string;
  restaurantId: string | null;
  tableNumber: number | null;
  coupleIds: string[];
}

/** Where a group sat before its venue changed, as the mail to its couples says it. */
export interface PreviousVenue {
  restaurantId: string | null;
  restaurantName: string | null;
  tableNumber: number | null;
}

/**
 * What a change to a revealed dinner's groups means for its couples, one entry per group
 * (or removed couple), so that each couple hears of it exactly once: its group's venue
 * changed with the same table-mates; its group's couples changed (`joined` are new to it);
 * or it was taken out of every group.
 */
export type SeatChange =
  | { kind: 'venue_changed'; dinnerId: string; coupleIds: string[]; from: PreviousVenue }
  | { kind: 'group_changed'; dinnerId: string; coupleIds: string[]; joined: string[]; venueChanged: boolean }
  | { kind: 'couple_removed'; dinnerId: string; coupleId: string };

export function seatChanges(
  dinnerId: string,
  before: readonly GroupSeating[],
  after: readonly GroupSeating[],
  restaurantName: (id: string) => string | null,
): SeatChange[] {
  const changes: SeatChange[] = [];
  for (const group of after) {
    const previous = group.id ? before.find((g) => g.id === group.id) : undefined;
    const joined = group.coupleIds.filter((coupleId) => !previous?.coupleIds.includes(coupleId));
    const left = (previous?.coupleIds ?? []).filter((coupleId) => !group.coupleIds.includes(coupleId));
    const venueChanged = previous !== undefined && (previous.restaurantId !== group.restaurantId || previous.tableNumber !== group.tableNumber);
    if (joined.length > 0 || left.length > 0) changes.push({ kind: 'group_changed', dinnerId, coupleIds: group.coupleIds, joined, venueChanged });
    else if (venueChanged) {
      const from = {
        restaurantId: previous.restaurantId,
        restaurantName: previous.restaurantId ? restaurantName(previous.restaurantId) : null,
        tableNumber: previous.tableNumber,
      };
      changes.push({ kind: 'venue_changed', dinnerId, coupleIds: group.coupleIds, from });
    }
  }
  const seated = new Set(after.flatMap((g) => g.coupleIds));
  for (const coupleId of before.flatMap((g) => g.coupleIds)) if (!seated.has(coupleId)) changes.push({ kind: 'couple_removed', dinnerId, coupleId });
  return changes;
}

/** Every couple the changes reach. */
export function coupleIdsOf(changes: readonly SeatChange[]): string[] {
  return [...new Set(changes.flatMap((change) => (change.kind === 'couple_removed' ? [change.coupleId] : change.coupleIds)))];
}
