import { SeatChange } from '../domain/seat-changes';

/** A dinner as matching sees it. */
export interface DinnerToMatch {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  status: string;
  /** Whether the reveal went out to the dinner's couples: from then on its groups are settled. */
  revealed: boolean;
  /** When the reveal is due (24 hours before the dinner): a couple seated later is revealed as soon as its table is set. */
  revealAt: Date;
  /** The IANA time zone of the dinner's city. */
  timeZone: string;
}

/** A paid booking of the dinner: the couple to seat. */
export interface PaidBooking {
  bookingId: string;
  coupleId: string;
  bookedAt: Date;
}

/** A dinner that took place: its id and its local date (ISO YYYY-MM-DD in the city's time zone). */
export interface PastDinner {
  id: string;
  date: string;
}

/** A couple's review of a dinner: its rating of the restaurant and of each tablemate (by that couple's user id). */
export interface ReviewRatings {
  dinnerId: string;
  coupleId: string;
  restaurantRating: number | null;
  coupleRatings: Record<string, number>;
}

/**
 * Port: the dinners being matched. Matching sits below dinners and never imports it: the
 * dinners module binds this port (its adapter in dinners/adapters/matching/) and hands its
 * Nest module to MatchingAdminModule.register.
 */
export abstract class MatchingDinners {
  abstract find(dinnerId: string): Promise<DinnerToMatch | null>;
  /** The other dinners of the same city on the same night: their groups hold restaurant tables too. */
  abstract sameNight(dinner: DinnerToMatch): Promise<string[]>;
  /** The dinner's paid bookings: the couples to seat. */
  abstract paidBookings(dinnerId: string): Promise<PaidBooking[]>;
  /** The dinners among `dinnerIds` held before `before` (not cancelled), with their local dates: the engine's memory. */
  abstract pastDinners(dinnerIds: readonly string[], before: Date): Promise<PastDinner[]>;
  /** The couples' ratings of their tablemates and restaurants at these dinners. */
  abstract reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]>;
  /** Among these couples, the mutual "see you again" pairs where both couples asked to be seated together again. */
  abstract seatTogetherPairs(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]>;
  /**
   * Records where a run ('run') or an admin's edit ('edit') left the dinner: matched,
   * restaurant_assigned or pending_manual_intervention. `adminId`: the admin who did it, for
   * the dinner's event (null for the schedule or a script).
   */
  abstract recordStatus(dinnerId: string, status: string, change: 'run' | 'edit', by: 'schedule' | 'admin', adminId: string | null): Promise<void>;
  /** Tells the couples of a revealed dinner what the admin's change to its groups or venues means for them, in the caller's transaction. */
  abstract publishChange(change: SeatChange, adminId: string | null): Promise<void>;
  /** A couple left a group outside a run or an edit (its account erased): the dinner's restaurants hear of their tables. */
  abstract tablesChanged(dinnerId: string): Promise<void>;
  /** The admin confirmed closing the dinner's bookings before its deadline, to match it now. */
  abstract closeBookings(dinnerId: string, adminId: string): Promise<void>;
}
