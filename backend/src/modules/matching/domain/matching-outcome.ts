import { DomainError } from '../../../kernel/domain-error';
import { counted } from '../../../kernel/counted';

/** Statuses in which a dinner's groups are settled for good: no run, no change. */
const CLOSED_STATUSES = ['completed', 'cancelled_by_system'];

/** Where matching leaves a dinner: every couple seated at a table, seated without tables, or needing a human. */
export function dinnerStatusAfterMatching(counts: { unmatchedCouples: number; groups: number; groupsWithoutRestaurant: number }): string {
  if (counts.unmatchedCouples > 0 || counts.groups === 0) return 'pending_manual_intervention';
  return counts.groupsWithoutRestaurant > 0 ? 'matched' : 'restaurant_assigned';
}

/** Refuses a matching run on a dinner that is over, cancelled or already revealed to its couples. */
export function assertGroupsChangeable(dinner: { status: string; revealed: boolean }): void {
  assertGroupsEditable(dinner);
  if (dinner.revealed) throw MatchingErrors.dinnerRevealed();
}

/** Refuses an admin's edit of the groups of a dinner that is over or cancelled. A revealed dinner's groups may change, once the admin confirms who will be told. */
export function assertGroupsEditable(dinner: { status: string }): void {
  if (CLOSED_STATUSES.includes(dinner.status)) throw MatchingErrors.dinnerClosed(dinner.status);
}

/** A stable seed per dinner, so that running a dinner again gives the same groups. */
export function seedOf(dinnerId: string): number {
  let hash = 0;
  for (const char of dinnerId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % 2_147_483_647;
}

export const shortId = (id: string) => id.slice(0, 8);

/** "3 paid couples (6 people)", as the dinner's own change confirmations say it: the `audience` of a confirmation's details, in English as data. */
export function describeAudience(audience: { couples: number; people: number }): string {
  return `${counted(audience.couples, 'paid couple', 'paid couples')} (${counted(audience.people, 'person', 'people')})`;
}

export const MatchingErrors = {
  dinnerNotFound: () => new DomainError('not_found', 'MATCHING.DINNER_NOT_FOUND', 'Dinner not found'),
  groupNotFound: () => new DomainError('not_found', 'MATCHING.GROUP_NOT_FOUND', 'Group not found'),
  dinnerClosed: (status: string) =>
    new DomainError('conflict', 'MATCHING.DINNER_CLOSED', `The groups of a dinner with status ${status.replace(/_/g, ' ')} cannot change.`),
  dinnerRevealed: () => new DomainError('conflict', 'MATCHING.DINNER_REVEALED', 'This dinner is already revealed to its couples: its groups cannot change.'),
  revealedGroupDelete: () =>
    new DomainError(
      'conflict',
      'MATCHING.DINNER_REVEALED',
      'This dinner is already revealed to its couples: move or remove its couples one by one instead, each change telling the couples it concerns.',
    ),
  /** The messages of the confirmations and of EDITED_GROUPS come worded in the admin's language: the error filter's phrasebook knows no phrase of them and passes them on. */
  confirmGroupChange: (message: string, groupIds: string[], audience: string | null) =>
    new DomainError('conflict', 'MATCHING.CONFIRM_CHANGE', message, { audience, groupIds }),
  confirmVenueChange: (message: string, groupId: string, audience: string) =>
    new DomainError('conflict', 'MATCHING.CONFIRM_CHANGE', message, { audience, groupIds: [groupId] }),
  dinnerOpen: (bookingDeadline: Date) =>
    new DomainError('conflict', 'MATCHING.DINNER_OPEN', 'This dinner is still taking bookings. Close bookings now and match?', {
      bookingDeadline: bookingDeadline.toISOString(),
    }),
  alreadyRunning: () => new DomainError('conflict', 'MATCHING.ALREADY_RUNNING', 'Matching is already running for this dinner. Please wait for it to finish.'),
  editedGroups: (message: string, groupIds: string[]) => new DomainError('conflict', 'MATCHING.EDITED_GROUPS', message, { groupIds }),
  notBooked: (coupleId: string) => new DomainError('conflict', 'MATCHING.NOT_BOOKED', `Couple ${shortId(coupleId)} has no paid booking for this dinner.`),
  notInGroup: (coupleId: string, groupId: string) =>
    new DomainError('conflict', 'MATCHING.NOT_IN_GROUP', `Couple ${shortId(coupleId)} is not in group ${shortId(groupId)}.`),
  alreadySeated: (coupleId: string, groupId: string) =>
    new DomainError('conflict', 'MATCHING.ALREADY_SEATED', `Couple ${shortId(coupleId)} is already in group ${shortId(groupId)}.`),
  otherDinner: () => new DomainError('invalid', 'MATCHING.OTHER_DINNER', 'Both groups must belong to this dinner.'),
  sameGroup: () => new DomainError('invalid', 'MATCHING.SAME_GROUP', 'The couple is already in this group.'),
  duplicateCouple: () => new DomainError('invalid', 'MATCHING.DUPLICATE_COUPLE', 'A couple can appear only once in a group.'),
  noProfile: (coupleId: string) =>
    new DomainError('conflict', 'MATCHING.NO_PROFILE', `Couple ${shortId(coupleId)} has no couple profile: it cannot be matched.`),
  restaurantNotFound: () => new DomainError('not_found', 'MATCHING.RESTAURANT_NOT_FOUND', 'Restaurant not found'),
  /** `reason` comes worded in the admin's language: the error filter's phrasebook knows no phrase of it and passes it on. */
  restaurantCannotServe: (reason: string) => new DomainError('conflict', 'MATCHING.RESTAURANT_CANNOT_SERVE', reason),
  tableTaken: (tableNumber: number) =>
    new DomainError('conflict', 'MATCHING.TABLE_TAKEN', `Table ${tableNumber} of this restaurant is already taken that night.`),
  revealedGroupKeepsVenue: (groupId: string) =>
    new DomainError(
      'conflict',
      'MATCHING.REVEALED_GROUP_KEEPS_VENUE',
      `This dinner is already revealed: the couples of group ${shortId(groupId)} were told where they dine. Choose another restaurant for the group, or remove its couples one by one.`,
    ),
  noTableFree: () => new DomainError('conflict', 'MATCHING.NO_TABLE_FREE', 'Every table of this restaurant is already taken that night.'),
  tableWithoutRestaurant: () => new DomainError('invalid', 'MATCHING.TABLE_WITHOUT_RESTAURANT', 'Choose a restaurant for the table.'),
  noSuggestion: () => new DomainError('conflict', 'MATCHING.NO_SUGGESTION', 'No restaurant with a free table can serve this group.'),
  emptyGroup: () => new DomainError('conflict', 'MATCHING.EMPTY_GROUP', 'This group has no couples: move couples into it before choosing its restaurant.'),
};
