import { AttemptRecord } from '../domain/sign-in-throttle';

/** Sign-in attempt counters in PostgreSQL, shared by every instance. */
export abstract class SignInAttemptRecords {
  /** The key's record, row-locked until the unit of work ends; an empty record when new. */
  abstract lockFor(key: string): Promise<AttemptRecord>;
  abstract save(key: string, record: AttemptRecord): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Records whose last failure is older than `cutoff` (streaks forgotten anyway); answers how many went. */
  abstract deleteQuietSince(cutoff: Date): Promise<number>;
}
