import type { AttendanceMark } from '../../domain/attendance';
import { CancellationDecision } from '../../domain/cancellation-policy';
import type { CoupleStanding } from '../../domain/couple-standing';
import { Booking, BookingWithDinner, DinnerEvent } from '../dinner-events/dinner-views';

/** The mails sent ahead of a dinner, once per booking. */
export type DinnerNotification = 'reveal' | 'teaser';

/** Why a paid booking found no spot, which the couple is told with the refund. */
export type NoSpotReason = 'booking_cancelled' | 'bookings_closed' | 'dinner_full' | 'dinner_over' | 'already_booked';

/** confirmed: the booking is now confirmed; already_confirmed: nothing to do; no_spot: the payment must be refunded. */
export type PaidBookingOutcome = { booking: 'confirmed' } | { booking: 'already_confirmed' } | { booking: 'no_spot'; reason: NoSpotReason };

export interface ReservationRequest {
  dinnerId: string;
  coupleId: string;
  userId: string;
  specialRequests: string | null;
  now: Date;
}

/** What decides a reservation, each rule run while the dinner is locked. */
export interface ReservationRules {
  /** First, whether the dinner exists or not: whether the couple may book at all, on its standing. */
  mayBook?: (standing: CoupleStanding) => void;
  /** Whether a spot of this dinner may be taken. */
  check: (dinner: DinnerEvent, takenSpots: number) => void;
  /** The new booking's status: a hold, or confirmed at once for a free dinner. */
  initial: (dinner: DinnerEvent) => { status: 'pending_payment' | 'confirmed'; holdExpiresAt: Date | null };
}

/** A couple's paid (confirmed or attended) booking of a dinner. */
export interface PaidBooking {
  bookingId: string;
  coupleId: string;
  bookedAt: Date;
}

/** A paid booking of a dinner with a fee, with what its couple paid (the demo data records the payment). */
export interface ChargedBooking {
  bookingId: string;
  dinnerId: string;
  coupleId: string;
  /** Who booked it: the payer. */
  userId: string;
  /** The dinner's logistics fee. */
  amountCents: number;
  /** When it was confirmed (when it was made, for a booking confirmed before that was recorded). */
  paidAt: Date;
}

/** A booking a lifecycle step changed. */
export interface BookingSeat {
  bookingId: string;
  coupleId: string;
}

/**
 * The booking aggregate: every write to a booking goes through here. Methods that change
 * capacity lock the dinner row (DinnerRepository.lock), then the booking, and must run
 * inside the caller's unit of work; the domain rule passed in decides while the lock is
 * held. The `claim` methods are conditional updates, so of two runs racing for the same row
 * only one gets it (and only that one sends the mail).
 */
export abstract class BookingRepository {
  /**
   * Locks the dinner, counts its taken spots and, if the rules pass, inserts a booking in
   * their initial status. Returns the existing active booking instead when the couple
   * already holds one, with `created` false.
   */
  abstract reserve(request: ReservationRequest, rules: ReservationRules): Promise<{ booking: Booking; created: boolean }>;
  /** Confirms a paid booking: its hold, or a lapsed hold while a spot is still free. */
  abstract confirmPaid(bookingId: string, now: Date): Promise<PaidBookingOutcome>;
  abstract findById(id: string, now: Date): Promise<BookingWithDinner | null>;
  /** These bookings, read at once (a batch of events about them); unknown ids are absent. */
  abstract findByIds(ids: readonly string[], now: Date): Promise<BookingWithDinner[]>;
  abstract listForCouple(coupleId: string, now: Date): Promise<BookingWithDinner[]>;
  /** Every booking of the dinner, whatever its status (the operations page). */
  abstract listForDinner(dinnerId: string, now: Date): Promise<BookingWithDinner[]>;
  /** The couple's booking of a dinner that is not cancelled or expired, if any. */
  abstract findActiveForCoupleAndDinner(coupleId: string, dinnerId: string, now: Date): Promise<BookingWithDinner | null>;
  /** The dinner's confirmed or attended bookings, oldest first. */
  abstract listPaid(dinnerId: string): Promise<PaidBooking[]>;
  /** Every paid booking of a dinner with a fee, oldest first. */
  abstract listCharged(): Promise<ChargedBooking[]>;
  /** How many couples hold a paid booking of the dinner. */
  abstract countPaidCouples(dinnerId: string): Promise<number>;
  /** Whether any couple of the dinner has been sent its reveal. */
  abstract revealSent(dinnerId: string): Promise<boolean>;
  /** Per dinner, the couples holding a paid (confirmed or attended) booking of it; a dinner without any is absent. */
  abstract listPaidCoupleIds(dinnerIds: readonly string[]): Promise<Map<string, Set<string>>>;
  /**
   * Confirmed bookings of dinners starting after `now` and before `eventBefore` that the
   * notification was not sent for yet (the teaser: only bookings already revealed).
   */
  abstract listDueFor(kind: DinnerNotification, eventBefore: Date, now: Date): Promise<BookingWithDinner[]>;
  /** Locks the booking, lets `decide` rule on it, and cancels it. */
  abstract cancel(
    bookingId: string,
    now: Date,
    decide: (booking: BookingWithDinner) => CancellationDecision,
  ): Promise<{ booking: Booking; decision: CancellationDecision }>;
  /** Cancels a confirmed booking for the service (never late); false when it is no longer confirmed. */
  abstract cancelForService(bookingId: string, now: Date): Promise<boolean>;
  /** The dinner was cancelled: its held and paid bookings are cancelled. */
  abstract cancelAllOfDinner(dinnerId: string, now: Date): Promise<void>;
  /**
   * Locks both dinners (in id order, then the booking, so two moves cannot deadlock), lets
   * `decide` rule on them with the couple's active booking of the target, and moves the
   * booking to the target dinner. Answers the booking as it was.
   */
  abstract move(
    bookingId: string,
    targetDinnerId: string,
    now: Date,
    decide: (booking: Booking, from: DinnerEvent, to: DinnerEvent, coupleAlreadyBookedThere: boolean) => void,
  ): Promise<Booking>;
  /** Marks holds past their expiry as expired; returns how many. */
  abstract expireHolds(now: Date): Promise<number>;
  /** The dinner's unpaid holds lapse, due or not (its bookings closed); answers how many. */
  abstract expireHoldsOfDinner(dinnerId: string): Promise<number>;
  /** The dinner's confirmed bookings become attended, except those marked no-show (they stay confirmed: paid, not attended); answers them. */
  abstract markAttended(dinnerId: string): Promise<BookingSeat[]>;
  /**
   * A mark made after the dinner was completed: a no-show turns an attended booking back to
   * confirmed (no-show wins), an arrival a confirmed one to attended. False when nothing changed.
   */
  abstract settleLateMark(bookingId: string, mark: AttendanceMark): Promise<boolean>;
  /** Attended bookings of the dinner not yet asked for (nor given) a review, now marked asked. */
  abstract claimReviewRequests(dinnerId: string, at: Date): Promise<BookingSeat[]>;
  /**
   * Marks a reveal or teaser sent for these bookings (a table's) in one statement, locking them
   * in id order (two runs racing never deadlock); answers those this call claimed, leaving out
   * the ones already claimed (by another run, waited for until it committed).
   */
  abstract claimNotifications(bookingIds: readonly string[], kind: DinnerNotification, at: Date): Promise<string[]>;
  /** Undoes, in the same unit of work, this transaction's claim of these bookings (a seat that moved under it): the next run claims them again. */
  abstract releaseNotifications(bookingIds: readonly string[], kind: DinnerNotification): Promise<void>;
  /** Deletes every booking of the dinner, before the dinner itself (the caller made sure none is paid). */
  abstract deleteAllOfDinner(dinnerId: string): Promise<void>;
  /** For demo data: a booking written as is (made when `createdAt` says), without the capacity path. */
  abstract insertRaw(booking: Omit<Booking, 'id'>): Promise<Booking>;
}
