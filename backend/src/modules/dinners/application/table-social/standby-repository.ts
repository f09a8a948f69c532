import { StandbyEntry, StandbyStatus } from '../../domain/standby';

/** The standby lists; joins the caller's unit of work. */
export abstract class StandbyRepository {
  /** The couple's waiting or offered entry, if any. */
  abstract findActive(dinnerId: string, coupleId: string): Promise<StandbyEntry | null>;
  /** Adds a waiting entry; answers the couple's active one when it already has one. */
  abstract join(entry: Pick<StandbyEntry, 'dinnerId' | 'coupleId' | 'userId' | 'joinedAt'>): Promise<StandbyEntry>;
  /** Waiting and offered entries, first come first; locked when `lock` (inside a unit of work). */
  abstract listActive(dinnerId: string, lock: boolean): Promise<StandbyEntry[]>;
  abstract setStatus(id: string, status: StandbyStatus, at: Date, bookingId?: string | null): Promise<void>;
  /** Dinners with someone waiting or offered: the schedule's safety net looks at them. */
  abstract dinnersWithActive(): Promise<string[]>;
  /** Every entry of the dinner, first come first (the operations page). */
  abstract listAll(dinnerId: string): Promise<StandbyEntry[]>;
}
