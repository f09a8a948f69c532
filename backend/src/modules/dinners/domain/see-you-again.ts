import { BookingStatus } from './booking';

/**
 * "See you again": after a dinner each couple may mark the couples of its table it would like
 * to meet again. A mark is private to the couple that made it; only a mutual pair (each
 * marked the other, at any dinner they shared) is ever revealed, to both. Each member then
 * chooses what of their own contact details the other couple sees.
 */

export interface MarkableBooking {
  status: BookingStatus;
  eventDate: Date;
  /** Seated at a restaurant table: only couples who sat together can want to meet again. */
  seated: boolean;
}

/** Marks open when the dinner has started, like reviews, and never close. */
export function isMarkingOpen(booking: MarkableBooking, now: Date): boolean {
  if (booking.status === 'attended') return true;
  return booking.status === 'confirmed' && booking.seated && now.getTime() >= booking.eventDate.getTime();
}

/** What one member lets a mutual couple see. Nothing until the member says so. */
export interface ContactGrant {
  shareEmail: boolean;
  sharePhone: boolean;
}

export const NOTHING_SHARED: ContactGrant = { shareEmail: false, sharePhone: false };

export type ContactField = 'email' | 'phone';

/** Each field whose sharing changed, with its new state: every one is an entry of the audit log. */
export function grantChanges(before: ContactGrant, after: ContactGrant): { field: ContactField; granted: boolean }[] {
  const changes: { field: ContactField; granted: boolean }[] = [];
  if (before.shareEmail !== after.shareEmail) changes.push({ field: 'email', granted: after.shareEmail });
  if (before.sharePhone !== after.sharePhone) changes.push({ field: 'phone', granted: after.sharePhone });
  return changes;
}

export interface MemberDetails {
  userId: string;
  firstName: string;
  email: string;
  phoneNumber: string | null;
}

/** A member of the other couple as the couple sees them: the first name, and only what that member granted. */
export interface SharedContact {
  userId: string;
  firstName: string;
  email: string | null;
  phoneNumber: string | null;
}

export function sharedContact(member: MemberDetails, grant: ContactGrant | undefined): SharedContact {
  return {
    userId: member.userId,
    firstName: member.firstName,
    email: grant?.shareEmail ? member.email : null,
    phoneNumber: grant?.sharePhone ? member.phoneNumber : null,
  };
}

/** The unordered pair of two couples, as one key (the engine and the locks see the same pair either way round). */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export interface DinnerMarks {
  /** Couple ids: who marked whom at this dinner. */
  marks: readonly { by: string; of: string }[];
}

/** The pairs of couples who each marked the other at this dinner. */
export function mutualPairsOf({ marks }: DinnerMarks): { a: string; b: string }[] {
  const directions = new Set(marks.map((m) => `${m.by}>${m.of}`));
  const pairs = new Set(marks.map((m) => pairKey(m.by, m.of)));
  return [...pairs]
    .map((key) => key.split('|'))
    .filter(([a, b]) => directions.has(`${a}>${b}`) && directions.has(`${b}>${a}`))
    .map(([a, b]) => ({ a, b }));
}
