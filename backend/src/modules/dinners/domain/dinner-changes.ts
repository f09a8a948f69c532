import { counted } from '../../../kernel/counted';

/**
 * Changes to a booked dinner that the people relying on it must hear about. Each is
 * recorded by the use case that makes it, in the same transaction, and its consequences
 * (mails with an updated calendar invite) follow from it alone.
 */
export type DinnerChange =
  | { kind: 'rescheduled'; dinnerId: string; from: Date; to: Date }
  /** A group's restaurant or table changed, its couples staying together; `from` is where they were told they sit. */
  | { kind: 'venue_changed'; dinnerId: string; coupleIds: string[]; from: PreviousVenue }
  /**
   * A group's couples changed: `joined` came to it (moved or added, their venue is new), the
   * others of `coupleIds` stayed and have new table-mates (and a new venue when `venueChanged`).
   */
  | { kind: 'group_changed'; dinnerId: string; coupleIds: string[]; joined: string[]; venueChanged: boolean }
  /** An admin took the couple out of its group: it has no table until it is seated again, or is refunded as an unseated couple. */
  | { kind: 'couple_removed'; dinnerId: string; coupleId: string }
  /**
   * The couple's booking was cancelled (by the couple or by support) or moved to another dinner: once
   * it was `revealed`, the rest of its group is told, without a word about who left.
   */
  | { kind: 'booking_cancelled'; dinnerId: string; coupleId: string; revealed: boolean; bookingId?: string; movedToDinnerId?: string };

/** Where a group sat before its venue changed. */
export interface PreviousVenue {
  restaurantId: string | null;
  restaurantName: string | null;
  tableNumber: number | null;
}

/** Who a change will reach, as the admin's confirmation states it before saving. */
export interface ChangeAudience {
  couples: number;
  people: number;
}

/** "3 paid couples (6 people)" */
export function describeAudience(audience: ChangeAudience): string {
  return `${counted(audience.couples, 'paid couple', 'paid couples')} (${counted(audience.people, 'person', 'people')})`;
}
