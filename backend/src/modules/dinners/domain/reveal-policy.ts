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

export function isRevealed(eventDate: Date, now: Date): boolean {
  return now.getTime() >= revealAt(eventDate).getTime();
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
