import type { DinnerNeeds } from './admin-alerts';
import type { DinnerChange } from './dinner-changes';

/**
 * The event types of the dinners module (docs/architecture.md, "The event log"): the names
 * integrators will see, so they stay as they are. Every one of them is sequenced in its
 * dinner (aggregate `dinner`, its id), since the dinner orders what happens to its groups.
 */
export const DINNER_CHANGE_EVENT_TYPES = {
  rescheduled: 'dinner.rescheduled',
  venue_changed: 'group.venue_changed',
  group_changed: 'group.changed',
  couple_removed: 'group.couple_removed',
  booking_cancelled: 'booking.cancelled',
} as const satisfies Record<DinnerChange['kind'], string>;

/** A booking moved by support to another dinner: for the dinner it left, a cancelled booking. */
export const BOOKING_MOVED_EVENT = 'booking.moved';

/** A couple's reveal is claimed (its time came and it is seated): the reveal mail is its subscriber's; integrators hear of it too. */
export const BOOKING_REVEALED_EVENT = 'booking.revealed';
/** What a restaurant was asked about a table: to hold it (new or changed, a new revision), or that it is no longer needed. */
export const RESERVATION_EVENT_TYPES = { requested: 'reservation.requested', cancelled: 'reservation.cancelled' } as const;

/** A dinner's tables changed as a whole: a matching run or an admin's edit recorded, a couple erased, the dinner cancelled. */
export const DINNER_TABLE_EVENT_TYPES = {
  groupsRecorded: 'dinner.groups_recorded',
  tablesChanged: 'dinner.tables_changed',
  cancelled: 'dinner.cancelled',
} as const;

/** Every event the dinner's couples hear of. */
export const DINNER_CHANGE_EVENTS: readonly string[] = [...Object.values(DINNER_CHANGE_EVENT_TYPES), BOOKING_MOVED_EVENT];
/** Every event that may change what a restaurant was told of a dinner's tables. */
export const DINNER_EVENTS: readonly string[] = [...DINNER_CHANGE_EVENTS, ...Object.values(DINNER_TABLE_EVENT_TYPES)];

/** The change an event of `DINNER_CHANGE_EVENTS` records, its dates read back from JSON. */
export function dinnerChangeOf(payload: unknown): DinnerChange {
  const change = payload as DinnerChange;
  return change.kind === 'rescheduled' ? { ...change, from: new Date(change.from), to: new Date(change.to) } : change;
}

/** The dinner any event of `DINNER_EVENTS` is about. */
export const dinnerOf = (payload: unknown): string => (payload as { dinnerId: string }).dinnerId;

/**
 * The couple's own side of a cancelled booking, carried by `booking.cancelled`: what its own
 * mail says, and the fee owed back (`refunds`, claimed by payments' subscriber).
 */
export interface CancelledBookingFacts {
  bookingId: string;
  late: boolean;
  feeKeptCents: number;
  feeRefundedCents: number;
  serviceTerminated: boolean;
  refunds: string[];
}

/** The moved couple's side of `booking.moved`: its booking, now at `toDinnerId`, was at the event's dinner on `previousDate`. */
export interface MovedBookingFacts {
  bookingId: string;
  toDinnerId: string;
  previousDate: string;
}

/** `dinner.cancelled`: the paid seats as they were, each told, and refunded when `refunded`. */
export interface DinnerCancelledFacts {
  seats: { bookingId: string; coupleId: string; refunded: boolean }[];
  refunds: string[];
}

/** A restaurant's answer about one table, as it stood when answered. */
export interface ReservationAnswerFacts {
  dinnerId: string;
  reservationId: string;
  restaurantId: string;
  tableNumber: number;
  partySize: number;
  revision: number;
}

/** Facts recorded by the dinners' use cases besides the changes the couples' notices follow; each sequenced in its dinner. */
export interface DinnerFacts extends EveningFacts {
  /** A booking became a seat: paid, or free and confirmed at once (by the couple or from standby). */
  'booking.confirmed': { dinnerId: string; bookingId: string; coupleId: string };
  /** The teaser's time came for a revealed booking (12 hours before the dinner): its subscriber mails the couple. */
  'booking.teaser_due': { dinnerId: string; bookingId: string; coupleId: string };
  /** A paid couple left without a table when its dinner was revealed or started: its booking cancelled for the service. */
  'booking.unseated': { dinnerId: string; bookingId: string; coupleId: string; feeRefunded: boolean; refunds: string[] };
  /** Spots opened on the dinner (its capacity grew): the standby list is offered them. */
  'seat.freed': { dinnerId: string; spots: number };
  /** A freed spot held for the first couple waiting, to pay within the hold. */
  'standby.offered': { dinnerId: string; bookingId: string; coupleId: string };
  /** Standby closed for a couple still waiting (bookings closed, the dinner cancelled). */
  'standby.closed': { dinnerId: string; coupleId: string };
  /** A restaurant confirmed its table (through its link, or its system with an API key), for this revision and party. */
  'reservation.confirmed': ReservationAnswerFacts;
  /** A restaurant declined its table (through its link, or its system with an API key). */
  'reservation.declined': ReservationAnswerFacts & { reason: string | null };
  /** The dinner took place: its couples that attended are asked for a review (`reviewRequests`, claimed with it). */
  'dinner.completed': { dinnerId: string; city: string; reviewRequests: string[] };
  /** Two couples marked each other "see you again" (`coupleIds`: the one whose mark made it mutual first). */
  'see_you_again.mutual': { dinnerId: string; coupleIds: [string, string] };
  /** A dinner still needs the admins this many hours before its start (`ALERT_HOURS_BEFORE`): what it lacks. */
  'dinner.admin_alert': { dinnerId: string; hoursBefore: number; needs: DinnerNeeds };
  /** The schedule's matching run left couples without a group or groups without a table. */
  'dinner.needs_admin': { dinnerId: string; groups: number; unmatchedCouples: number; unplacedGroups: number };
}

export type DinnerFactType = keyof DinnerFacts;

export const BOOKING_CONFIRMED_EVENT = 'booking.confirmed' satisfies DinnerFactType;
export const BOOKING_UNSEATED_EVENT = 'booking.unseated' satisfies DinnerFactType;
export const BOOKING_TEASER_EVENT = 'booking.teaser_due' satisfies DinnerFactType;
export const SEAT_FREED_EVENT = 'seat.freed' satisfies DinnerFactType;
export const STANDBY_OFFERED_EVENT = 'standby.offered' satisfies DinnerFactType;
export const STANDBY_CLOSED_EVENT = 'standby.closed' satisfies DinnerFactType;
export const RESERVATION_CONFIRMED_EVENT = 'reservation.confirmed' satisfies DinnerFactType;
export const RESERVATION_DECLINED_EVENT = 'reservation.declined' satisfies DinnerFactType;
export const DINNER_COMPLETED_EVENT = 'dinner.completed' satisfies DinnerFactType;
export const SEE_YOU_AGAIN_MUTUAL_EVENT = 'see_you_again.mutual' satisfies DinnerFactType;
export const DINNER_ADMIN_ALERT_EVENT = 'dinner.admin_alert' satisfies DinnerFactType;
export const DINNER_NEEDS_ADMIN_EVENT = 'dinner.needs_admin' satisfies DinnerFactType;

/**
 * The events that may owe couples their fee back, each naming the bookings in `refunds`:
 * payments' subscriber claims them, exactly once, in the transaction that moves its cursor.
 */
export const REFUND_EVENTS: readonly string[] = [DINNER_CHANGE_EVENT_TYPES.booking_cancelled, DINNER_TABLE_EVENT_TYPES.cancelled, BOOKING_UNSEATED_EVENT];

/** The bookings an event of `REFUND_EVENTS` owes back; none for an event recorded before it said so. */
export const refundsOf = (payload: unknown): string[] => (payload as { refunds?: string[] }).refunds ?? [];

/** The evening (docs/dinner-lifecycle.md, "The evening"): what the restaurant or an admin marked, and a couple running late. */
export interface EveningFacts {
  /** A couple marked arrived or no-show (`previous`: the mark it replaces, null for the first). No refund ever follows from it. */
  'attendance.marked': {
    dinnerId: string;
    bookingId: string;
    coupleId: string;
    mark: 'arrived' | 'no_show';
    previous: 'arrived' | 'no_show' | null;
    /** The couple's no-shows in the last twelve months, this one included. */
    noShowsInTwelveMonths: number;
  };
  /** A couple told its table and the restaurant it is running late, once per dinner. */
  'couple.running_late': {
    dinnerId: string;
    bookingId: string;
    coupleId: string;
    groupId: string;
    restaurantId: string;
    tableNumber: number | null;
    minutes: number;
  };
}

export const ATTENDANCE_MARKED_EVENT = 'attendance.marked' satisfies keyof EveningFacts;
export const RUNNING_LATE_EVENT = 'couple.running_late' satisfies keyof EveningFacts;

/**
 * A couple's no-shows in the last twelve months reached NO_SHOW_SUSPENSION_THRESHOLD
 * (aggregate `couple`): the consequence (a suspension with notice) subscribes to it.
 */
export const NO_SHOW_LIMIT_REACHED_EVENT = 'couple.no_show_limit_reached';
export interface NoShowLimitReachedFacts {
  coupleId: string;
  dinnerId: string;
  noShows: number;
  threshold: number;
  windowMonths: number;
}
