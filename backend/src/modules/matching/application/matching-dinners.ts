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
  /** A couple left a group outside a run or an edit (its account erased): the dinner's restaurants hear of their tables. */
  abstract tablesChanged(dinnerId: string): Promise<void>;
  /** The admin confirmed closing the dinner's bookings before its deadline, to match it now. */
  abstract closeBookings(dinnerId: string, adminId: string): Promise<void>;
}
