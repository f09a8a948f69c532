import { MutualPair, SeasonTable } from '../domain/season-figures';

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

export abstract class DinnerReportQueries {
  /** Dinners whose date has passed, latest first, with their bookings and reviews. */
  abstract pastDinners(now: Date): Promise<PastDinnerRow[]>;
  abstract countEvents(): Promise<number>;
  /** Bookings made per week (holds that expired unpaid left out), oldest first. */
  abstract bookingsPerWeek(): Promise<{ week: string; bookings: number }[]>;
  /** Mean restaurant rating of all reviews; null without any. */
  abstract averageRestaurantRating(): Promise<number | null>;
  /** The couple-to-couple ratings given in the reviews of these dinners (the rated couple named by a member's user id). */
  abstract coupleRatings(dinnerIds: readonly string[]): Promise<{ dinnerId: string; raterCoupleId: string; ratedUserId: string; rating: number }[]>;
}

export interface GroupOutcome {
  groups: number;
  groupsWithRestaurant: number;
  seatedCoupleIds: string[];
  seatedAtRestaurantCoupleIds: string[];
  averageCompatibility: number | null;
}

/** Bound to matching's public read side. */
export abstract class GroupOutcomes {
  abstract of(dinnerIds: string[]): Promise<Map<string, GroupOutcome>>;
  /** Per dinner: its groups' compatibility scores and couples. */
  abstract tables(dinnerIds: string[]): Promise<Map<string, SeasonTable[]>>;
}

/** The couples who marked each other "see you again" after these dinners. */
export abstract class MutualSeeYouAgain {
  abstract mutualPairs(dinnerIds: readonly string[]): Promise<MutualPair[]>;
}

/** Bound to identity's public read side. */
export abstract class ActiveMembers {
  abstract countSignedInSince(since: Date): Promise<number>;
}
