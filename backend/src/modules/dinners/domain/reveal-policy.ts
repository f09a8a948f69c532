/** The restaurant, table and other couples become visible this long before the dinner. */
export const REVEAL_BEFORE_EVENT_MS = 24 * 60 * 60 * 1000;
/** A teaser goes out this long before the dinner. */
export const TEASER_BEFORE_EVENT_MS = 12 * 60 * 60 * 1000;
/** What other couples may learn of a couple: first names and a few interests, nothing else. */
const MAX_SHARED_INTERESTS = 3;

export function revealAt(eventDate: Date): Date {
  return new Date(eventDate.getTime() - REVEAL_BEFORE_EVENT_MS);
}

export function teaserAt(eventDate: Date): Date {
  return new Date(eventDate.getTime() - TEASER_BEFORE_EVENT_MS);
}

/**
 * The teaser ("In a few hours…") goes only to a couple revealed at least this long before
 * the teaser's time: seated later (a deadline inside the reveal window), the reveal says it
 * all, and a teaser minutes after it would arrive with it.
 */
export const TEASER_AFTER_REVEAL_MS = 6 * 60 * 60 * 1000;

/** Whether a couple revealed now still gets the teaser later (every couple revealed by one run is treated alike). */
export function teaserFollowsReveal(eventDate: Date, revealedAt: Date): boolean {
  return revealedAt.getTime() <= teaserAt(eventDate).getTime() - TEASER_AFTER_REVEAL_MS;
}

export function isRevealed(eventDate: Date, now: Date): boolean {
  return now.getTime() >= revealAt(eventDate).getTime();
}

/**
 * When a couple booked on a dinner learns where and with whom, as the couple is told it:
 * - `day_before`: 24 hours before the dinner (its bookings closed before that);
 * - `after_close`: a short-notice dinner still taking bookings, its deadline inside those
 *   24 hours: right after bookings close, as soon as the table is set (the run at the
 *   deadline seats and reveals at once);
 * - `when_seated`: the reveal time passed: as soon as the table is set.
 */
export const REVEAL_TIMINGS = ['day_before', 'after_close', 'when_seated'] as const;
export type RevealTiming = (typeof REVEAL_TIMINGS)[number];

/** Whether the dinner's bookings close inside the 24 hours before it, so its couples are revealed right after they close. */
export function isShortNotice(dinner: { eventDate: Date; bookingDeadline: Date }): boolean {
  return dinner.bookingDeadline.getTime() > revealAt(dinner.eventDate).getTime();
}

export function revealTiming(dinner: { eventDate: Date; bookingDeadline: Date; status: string }, now: Date): RevealTiming {
  // Bookings an admin closed early are matched at once: the reveal is then due at its usual time, or at once when that passed.
  const takingBookings = dinner.status === 'accepting_bookings' && dinner.bookingDeadline.getTime() > now.getTime();
  if (takingBookings && isShortNotice(dinner)) return 'after_close';
  return isRevealed(dinner.eventDate, now) ? 'when_seated' : 'day_before';
}

export interface CoupleDescription {
  coupleId: string;
  users: { userId: string; firstName: string; lastName?: string | null; email?: string }[];
  interests: string[];
}

export interface SharedCouple {
  /** Internal: never shown to the other couples (they know a couple by its primary user id). */
  coupleId: string;
  /** The other couple's primary user id: reviews of couples are keyed by it. */
  userId: string;
  userIds: string[];
  firstNames: string[];
  /** 'Aoife & Cian' */
  coupleNames: string;
  interests: string[];
}

/** Strips a couple down to what may be shown to the other couples of its group. */
export function shareableCouple(couple: CoupleDescription): SharedCouple {
  const firstNames = couple.users.map((user) => user.firstName);
  return {
    coupleId: couple.coupleId,
    userId: couple.users[0]?.userId ?? couple.coupleId,
    userIds: couple.users.map((user) => user.userId),
    firstNames,
    coupleNames: firstNames.join(' & '),
    interests: couple.interests.slice(0, MAX_SHARED_INTERESTS),
  };
}
