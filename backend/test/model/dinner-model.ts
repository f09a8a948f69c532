/**
 * The model of a life: what the test expects, kept small. The real application is the truth
 * for everything else; the model only remembers what the promises need to judge it: who paid,
 * what each couple was told it would keep or get back, and why a booking may have ended.
 */

/** Why a paid booking may end; any other end of a revealed couple's dinner breaks a promise. */
export type EndReason =
  | 'couple_cancelled'
  | 'support_cancelled'
  | 'support_moved'
  | 'removed_from_group'
  | 'account_deleted'
  | 'dinner_cancelled_by_admin'
  /** Its table's restaurant declined or was deactivated, and no admin gave the group another. */
  | 'table_lost';

/** What a couple was told of one booking's money: the fee kept once it ended, support's partial refunds. */
export interface BookingAccount {
  bookingId: string;
  keptCents: number | null;
  partialRefundCents: number;
}

export interface ModelCouple {
  coupleId: string;
  cookie: string;
  emails: string[];
  firstNames: string[];
  /** The booking of this life's dinner it holds or held last (null before booking). */
  bookingId: string | null;
  paidCents: number;
  /** What the couple's own cancellation or support's kept, as told (cents); null while not cancelled. */
  keptCents: number | null;
  /** Support's partial refunds while seated (cents). */
  partialRefundCents: number;
  endReasons: EndReason[];
  /** Its earlier bookings of the dinner (it cancelled, then booked again), with what it was told of each. */
  formerBookings: BookingAccount[];
  /** When an admin last took it out of its group (clock ms): until the next tick it waits unseated, untold, by design. */
  removedAt: number | null;
  deleted: boolean;
}

export interface ModelDinner {
  dinnerId: string;
  feeCents: number;
  couples: ModelCouple[];
  cancelledByAdmin: boolean;
  /** Restaurants deactivated once this dinner had started: its evening was judged at its start, the change is no news for it. */
  deactivatedAfterStart: string[];
}

export interface DinnerModel {
  dinners: ModelDinner[];
  /** What happened, in order, for the failure message. */
  log: string[];
}

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

export function booked(dinner: ModelDinner): ModelCouple[] {
  return dinner.couples.filter((couple) => couple.bookingId !== null && !couple.deleted);
}
