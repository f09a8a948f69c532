import { MatchCouple } from '../domain/match-couple';

/** A member of a booked couple, as the admin's match screens show it. */
export interface BookedPerson {
  firstName: string;
  lastName: string | null;
  email: string;
  location: string | null;
  /** ISO YYYY-MM-DD. */
  dateOfBirth: string | null;
  gender: string | null;
}

/** A couple holding a paid booking of the dinner, with its profile and both people. */
export interface BookedCouple {
  bookingId: string;
  coupleId: string;
  bookedAt: Date;
  people: BookedPerson[];
  /** What the engine reads; null when the couple has no profile (it cannot be matched). */
  profile: MatchCouple | null;
}

/** Port: the paid couples of a dinner, answered by dinners, couple-profile and identity. */
export abstract class BookedCouples {
  abstract forDinner(dinnerId: string): Promise<BookedCouple[]>;
}
