import { DinnerTableFacts } from '../../domain/dinner-outcomes';
import { DinnerMarks } from '../../domain/see-you-again';

/** What the admin history and analytics read: the report queries are dinners' own, the rest comes from other modules. */

export interface PastDinnerRow {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  status: string;
  capacity: number;
  paidCoupleIds: string[];
  attendedCouples: number;
  averageRating: number | null;
  averageRestaurantRating: number | null;
  reviews: number;
}

export interface DinnerOverview {
  events: number;
  /** Mean restaurant rating of all reviews; null without any. */
  averageRestaurantRating: number | null;
  /** Bookings made per week (holds that expired unpaid left out), oldest first. */
  bookingsPerWeek: { week: string; bookings: number }[];
}

/** A couple-to-couple rating given in a review (the rated couple named by a member's user id). */
export interface CoupleRatingRow {
  dinnerId: string;
  raterCoupleId: string;
  ratedUserId: string;
  rating: number;
}

/** What analytics reads of dinners' own tables. */
export interface DinnerAnalyticsFacts {
  pastDinners: PastDinnerRow[];
  overview: DinnerOverview;
  /** Given at the past dinners. */
  coupleRatings: CoupleRatingRow[];
  /** The "see you again" marks left at the past dinners, per dinner. */
  marks: Map<string, DinnerMarks>;
  /** Paid bookings and their fees (minor units) per dinner city: money is added up per currency, never across (issue 49). */
  feesByCity: { city: string; country: string; paidBookings: number; feesMinor: number }[];
}

export abstract class DinnerReportQueries {
  /** Dinners whose date has passed, latest first, with their bookings and reviews. */
  abstract pastDinners(now: Date): Promise<PastDinnerRow[]>;
  /** The past dinners as pastDinners reads them, the figures over every dinner, and the ratings and marks of the past dinners: one statement (each costs a round trip and a plan). */
  abstract analyticsFacts(now: Date, city?: string): Promise<DinnerAnalyticsFacts>;
}

/** Bound to matching's public read side. */
export abstract class GroupOutcomes {
  /** Per dinner: its groups (a dinner without any is left out). */
  abstract tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTableFacts[]>>;
}

/** Bound to identity's public read side. */
export abstract class ActiveMembers {
  abstract countSignedInSince(since: Date): Promise<number>;
}
