/** A dinner as matching sees it. */
export interface DinnerToMatch {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  status: string;
  /** Whether the couples can already see their table (24 hours before the dinner). */
  revealed: boolean;
  /** The IANA time zone of the dinner's city. */
  timeZone: string;
}

/** Port: the dinners being matched, owned by the dinners module. */
export abstract class MatchingDinners {
  abstract find(dinnerId: string): Promise<DinnerToMatch | null>;
  /** The other dinners of the same city on the same night: their groups hold restaurant tables too. */
  abstract sameNight(dinner: DinnerToMatch): Promise<string[]>;
  /** Records where matching left the dinner: matched, restaurant_assigned or pending_manual_intervention. */
  abstract recordStatus(dinnerId: string, status: string): Promise<void>;
}
