import { WaitlistEntry } from '../domain/waitlist';

export interface NewWaitlistEntry {
  email: string;
  city: string;
  joinedAt: Date;
  consentText: string;
  unsubscribeTokenHash: string;
  /** When the public form asked for it: the consent time (joinedAt) is when the mailed link confirmed it. */
  confirmationRequestedAt: Date | null;
}

export abstract class WaitlistRepository {
  /** Adds the entry unless its email is already on that city's list (safe under concurrent joins). */
  abstract addIfAbsent(entry: NewWaitlistEntry): Promise<{ entry: WaitlistEntry; created: boolean }>;
  abstract isListed(email: string, city: string): Promise<boolean>;
  /** 1-based rank by order of joining among the entries of the same city still listed. */
  abstract positionOf(entryId: string): Promise<number>;
  /** Deletes the entry the token belongs to; false when there is none. */
  abstract deleteByUnsubscribeTokenHash(hash: string): Promise<boolean>;
  /** Housekeeping: entries past their retention; answers how many went. */
  abstract deleteJoinedBefore(cutoff: Date): Promise<number>;
}
