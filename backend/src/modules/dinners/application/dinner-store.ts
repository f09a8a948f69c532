import { CancellationDecision } from '../domain/cancellation-policy';
import type { BookingListEntry, BookingListQuery } from './booking-list';
import { ReviewInput } from '../domain/review';
import { Booking, BookingWithDinner, DinnerEvent, DinnerOffer, DinnerSlot } from './dinner-views';

/** The mails sent ahead of a dinner, once per booking. */
export type DinnerNotification = 'reveal' | 'teaser';

/** Why a paid booking found no spot, which the couple is told with the refund. */
export type NoSpotReason = 'booking_cancelled' | 'bookings_closed' | 'dinner_full' | 'dinner_over' | 'already_booked';

/** confirmed: the booking is now confirmed; already_confirmed: nothing to do; no_spot: the payment must be refunded. */
export type PaidBookingOutcome = { booking: 'confirmed' } | { booking: 'already_confirmed' } | { booking: 'no_spot'; reason: NoSpotReason };

export interface NewDinnerEvent {
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  frequency: string;
  logisticsFeeCents: number;
  notes?: string | null;
}

/** Reads and writes dinner events. */
export abstract class DinnerRepository {
  abstract findById(id: string, now: Date): Promise<DinnerEvent | null>;
  /** Events of a city from `from` to `to` that are on offer (active and accepting bookings, full or not), soonest first. */
  abstract listOfferedBetween(city: string, country: string, from: Date, to: Date, now: Date): Promise<DinnerOffer[]>;
  /** Events of a city up to `until` still open for booking (active, accepting bookings, deadline ahead), soonest first. */
  abstract listBookableSlots(city: string, country: string, until: Date, now: Date): Promise<DinnerSlot[]>;
  /** Every event that has not happened yet, soonest first. */
  abstract listUpcomingSlots(now: Date): Promise<DinnerSlot[]>;
  abstract create(event: NewDinnerEvent): Promise<DinnerEvent>;
}

export interface ReservationRequest {
  dinnerId: string;
  coupleId: string;
  userId: string;
  specialRequests: string | null;
  now: Date;
}

/**
 * Bookings. Methods that change capacity lock the dinner row, then the booking, and must
 * run inside the caller's unit of work; the domain rule passed in decides while the lock
 * is held.
 */
export abstract class BookingRepository {
  /**
   * Locks the dinner, counts its taken spots and, if `check` passes, inserts a booking in
   * `status` (a hold, or confirmed at once for a free dinner). Returns the existing active
   * booking instead when the couple already holds one, with `created` false.
   */
  abstract reserve(
    request: ReservationRequest,
    check: (dinner: DinnerEvent, takenSpots: number) => void,
    initial: (dinner: DinnerEvent) => { status: 'pending_payment' | 'confirmed'; holdExpiresAt: Date | null },
  ): Promise<{ booking: Booking; created: boolean }>;
  /** Confirms a paid booking: its hold, or a lapsed hold while a spot is still free. */
  abstract confirmPaid(bookingId: string, now: Date): Promise<PaidBookingOutcome>;
  abstract findById(id: string, now: Date): Promise<BookingWithDinner | null>;
  abstract listForCouple(coupleId: string, now: Date): Promise<BookingWithDinner[]>;
  /** Every booking of the dinner, whatever its status (the operations page). */
  abstract listForDinner(dinnerId: string, now: Date): Promise<BookingWithDinner[]>;
  /** The couple's booking of a dinner that is not cancelled or expired, if any. */
  abstract findActiveForCoupleAndDinner(coupleId: string, dinnerId: string, now: Date): Promise<BookingWithDinner | null>;
  /** Per dinner, the couples holding a paid (confirmed or attended) booking of it; a dinner without any is absent. */
  abstract listPaidCoupleIds(dinnerIds: readonly string[]): Promise<Map<string, Set<string>>>;
  /** Locks the booking, lets `decide` rule on it, and cancels it. */
  abstract cancel(
    bookingId: string,
    now: Date,
    decide: (booking: BookingWithDinner) => CancellationDecision,
  ): Promise<{ booking: Booking; decision: CancellationDecision }>;
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
  /** The admin's bookings list: filtered, sorted (ties by id) and paged on the server, with the total. */
  abstract adminPage(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }>;
  /** Marks holds past their expiry as expired; returns how many. */
  abstract expireHolds(now: Date): Promise<number>;
  /**
   * Confirmed bookings of dinners starting after `now` and before `eventBefore` that the
   * notification was not sent for yet.
   */
  abstract listDueFor(kind: DinnerNotification, eventBefore: Date, now: Date): Promise<BookingWithDinner[]>;
  /** For demo data: a booking written as is, without the capacity path. */
  abstract insertRaw(booking: Omit<Booking, 'id' | 'createdAt'>): Promise<Booking>;
}

export interface NewReview {
  bookingId: string;
  dinnerId: string;
  coupleId: string;
  authorUserId: string;
  rating: number;
  restaurantRating: number | null;
  reviewText: string | null;
  restaurantFeedbackText: string | null;
  coupleReviews: Record<string, { rating: number; feedback?: string }>;
}

export interface StoredReview extends ReviewInput {
  id: string;
  createdAt: Date;
}

export abstract class ReviewRepository {
  /** Inserts the review; false when the booking was already reviewed (unique per booking). */
  abstract insert(review: NewReview): Promise<{ id: string; createdAt: Date } | null>;
  /** The booking's review, if it has one. */
  abstract findByBooking(bookingId: string): Promise<StoredReview | null>;
}
