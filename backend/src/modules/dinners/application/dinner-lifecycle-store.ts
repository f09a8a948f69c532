import { DinnerStatus } from '../domain/dinner-status';
import { DinnerNotification } from './dinner-store';

/** A couple's paid booking, as the lifecycle steps need it. */
export interface LifecycleSeat {
  bookingId: string;
  coupleId: string;
}

/** A dinner as the lifecycle steps decide on it. */
export interface LifecycleDinner {
  id: string;
  status: DinnerStatus;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
}

/**
 * What the scheduled lifecycle steps read and write. Every method joins the caller's
 * transaction; the `claim` methods are conditional updates, so of two runs racing for the
 * same row only one gets it (and only that one sends the mail).
 */
export abstract class DinnerLifecycleStore {
  /** Dinners still accepting bookings whose deadline has passed. */
  abstract listOpenPastDeadline(now: Date): Promise<string[]>;
  /** Dinners in booking_closed whose deadline is at or before the cutoff. */
  abstract listClosedWithDeadlineBefore(cutoff: Date): Promise<string[]>;
  /** Dinners with every group at a restaurant that started at or before the cutoff. */
  abstract listAssignedStartedBefore(cutoff: Date): Promise<string[]>;
  /** Dinners not completed nor cancelled, without every couple seated at a table, that started at or before `now`. */
  abstract listUnseatedStartedBefore(now: Date): Promise<string[]>;
  /** Locks the dinner row for the rest of the transaction. */
  abstract lock(dinnerId: string): Promise<LifecycleDinner | null>;
  /** Reads the dinner without locking it. */
  abstract find(dinnerId: string): Promise<LifecycleDinner | null>;
  abstract setStatus(dinnerId: string, status: DinnerStatus): Promise<void>;
  /** The dinner's unpaid holds lapse; answers how many. */
  abstract expireHolds(dinnerId: string): Promise<number>;
  abstract countPaidCouples(dinnerId: string): Promise<number>;
  /** The dinner's confirmed bookings become attended; answers them. */
  abstract markAttended(dinnerId: string): Promise<LifecycleSeat[]>;
  /** Attended bookings of the dinner not yet asked for (nor given) a review, now marked asked. */
  abstract claimReviewRequests(dinnerId: string, at: Date): Promise<LifecycleSeat[]>;
  /** Marks a reveal or teaser sent for the booking; false when it already was. */
  abstract claimNotification(bookingId: string, kind: DinnerNotification, at: Date): Promise<boolean>;
}
