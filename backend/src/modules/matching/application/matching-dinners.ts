import { SeatChange } from '../domain/seat-changes';

/** A dinner as matching sees it. */
export interface DinnerToMatch {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  status: string;
  /** Whether the reveal went out to the dinner's couples: from then on its groups are settled. */
  revealed: boolean;
  /** The IANA time zone of the dinner's city. */
  timeZone: string;
}

/** Port: the dinners being matched, owned by the dinners module. */
export abstract class MatchingDinners {
  abstract find(dinnerId: string): Promise<DinnerToMatch | null>;
  /** The other dinners of the same city on the same night: their groups hold restaurant tables too. */
  abstract sameNight(dinner: DinnerToMatch): Promise<string[]>;
  /** Records where a run ('run') or an admin's edit ('edit') left the dinner: matched, restaurant_assigned or pending_manual_intervention. */
  abstract recordStatus(dinnerId: string, status: string, change: 'run' | 'edit', by: 'schedule' | 'admin'): Promise<void>;
  /** Tells the couples of a revealed dinner what a change to its groups or venues means for them, in the caller's transaction. */
  abstract publishChange(change: SeatChange): Promise<void>;
  /** The admin confirmed closing the dinner's bookings before its deadline, to match it now. */
  abstract closeBookings(dinnerId: string, adminId: string): Promise<void>;
}
