/** The waitlist before the November 2025 launch in Dublin: the first 50 couples get priority access. */
export const PRIORITY_COUPLES = 50;

/** What the waitlist form asks the visitor to agree to; stored with each entry as the consent record. */
export const WAITLIST_CONSENT_TEXT = 'I agree to receive launch updates via email';

export interface WaitlistEntry {
  id: string;
  email: string;
  joinedAt: Date;
  consentText: string;
}

/** A couple's standing on the waitlist. Positions only move up (people leave, nobody jumps the queue). */
export interface WaitlistStanding {
  email: string;
  position: number;
  priority: boolean;
  joinedAt: Date;
}

export function standingOf(entry: WaitlistEntry, position: number): WaitlistStanding {
  return { email: entry.email, position, priority: position <= PRIORITY_COUPLES, joinedAt: entry.joinedAt };
}
