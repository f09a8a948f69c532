import { DinnerTableFacts } from '../domain/dinner-outcomes';
import { MutualPair } from '../domain/season-figures';

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

export abstract class DinnerReportQueries {
  /** Dinners whose date has passed, latest first, with their bookings and reviews. */
  abstract pastDinners(now: Date): Promise<PastDinnerRow[]>;
  /** The figures over every dinner, in one read. */
  abstract overview(): Promise<DinnerOverview>;
  /** The couple-to-couple ratings given in the reviews of these dinners (the rated couple named by a member's user id). */
  abstract coupleRatings(dinnerIds: readonly string[]): Promise<{ dinnerId: string; raterCoupleId: string; ratedUserId: string; rating: number }[]>;
}

/** Bound to matching's public read side. */
export abstract class GroupOutcomes {
  /** Per dinner: its groups (a dinner without any is left out). */
  abstract tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTableFacts[]>>;
}

/** The couples who marked each other "see you again" after these dinners. */
export abstract class MutualSeeYouAgain {
  abstract mutualPairs(dinnerIds: readonly string[]): Promise<MutualPair[]>;
}

/** Bound to identity's public read side. */
export abstract class ActiveMembers {
  abstract countSignedInSince(since: Date): Promise<number>;
}
