/** The admin history and analytics figures (DECISIONS items 8 and 15), computed from plain facts. */

/** One group of a dinner as the reports see it (a SeasonTable with its restaurant flag). */
export interface DinnerTableFacts {
  /** Compatibility score (0-100); null for a group formed without one. */
  score: number | null;
  coupleIds: string[];
  hasRestaurant: boolean;
}

/** How matching went for one dinner. */
export interface GroupOutcome {
  groups: number;
  groupsWithRestaurant: number;
  /** Couples seated in a group, and those whose group has a restaurant. */
  seatedCoupleIds: string[];
  seatedAtRestaurantCoupleIds: string[];
  /** Mean compatibility score (0-100) of its scored groups; null without any. */
  averageCompatibility: number | null;
}

export function groupOutcome(tables: readonly DinnerTableFacts[]): GroupOutcome {
  const scores = tables.flatMap((table) => (table.score === null ? [] : [table.score]));
  const atRestaurant = tables.filter((table) => table.hasRestaurant);
  return {
    groups: tables.length,
    groupsWithRestaurant: atRestaurant.length,
    seatedCoupleIds: [...new Set(tables.flatMap((table) => table.coupleIds))],
    seatedAtRestaurantCoupleIds: [...new Set(atRestaurant.flatMap((table) => table.coupleIds))],
    averageCompatibility: scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length,
  };
}

export interface PastDinnerFacts {
  id: string;
  eventDate: Date;
  status: string;
  /** Couples with a confirmed or attended booking: the ones who paid (or had nothing to pay). */
  paidCoupleIds: string[];
  /** Of those, the couples seated in a group that has a restaurant. */
  seatedAtRestaurantCoupleIds: string[];
  averageRating: number | null;
  reviews: number;
  averageCompatibility: number | null;
}

/** A completed dinner took place: its date has passed and the service did not cancel it. */
export function isCompleted(dinner: Pick<PastDinnerFacts, 'eventDate' | 'status'>, now: Date): boolean {
  return dinner.eventDate.getTime() < now.getTime() && dinner.status !== 'cancelled_by_system';
}

export interface SuccessRate {
  paidCouples: number;
  seatedCouples: number;
  /** 0..1; null when no couple paid. */
  rate: number | null;
}

export function successRate(dinners: PastDinnerFacts[]): SuccessRate {
  let paidCouples = 0;
  let seatedCouples = 0;
  for (const dinner of dinners) {
    const seated = new Set(dinner.seatedAtRestaurantCoupleIds);
    paidCouples += dinner.paidCoupleIds.length;
    seatedCouples += dinner.paidCoupleIds.filter((coupleId) => seated.has(coupleId)).length;
  }
  return { paidCouples, seatedCouples, rate: paidCouples === 0 ? null : seatedCouples / paidCouples };
}

/** Mean of the dinners' average ratings weighted by their number of reviews; null without reviews. */
export function averageRating(dinners: Pick<PastDinnerFacts, 'averageRating' | 'reviews'>[]): number | null {
  const rated = dinners.filter((dinner) => dinner.averageRating !== null && dinner.reviews > 0);
  const reviews = rated.reduce((sum, dinner) => sum + dinner.reviews, 0);
  return reviews === 0 ? null : rated.reduce((sum, dinner) => sum + (dinner.averageRating ?? 0) * dinner.reviews, 0) / reviews;
}

/** The Monday (UTC) of the date's ISO week, as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

export interface WeeklyOutcome {
  week: string;
  successRate: number | null;
  averageRating: number | null;
}

/** Completed dinners grouped by the week they took place, oldest first. */
export function weeklyOutcomes(completed: PastDinnerFacts[]): WeeklyOutcome[] {
  const byWeek = new Map<string, PastDinnerFacts[]>();
  for (const dinner of completed) byWeek.set(weekOf(dinner.eventDate), [...(byWeek.get(weekOf(dinner.eventDate)) ?? []), dinner]);
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, dinners]) => ({ week, successRate: successRate(dinners).rate, averageRating: averageRating(dinners) }));
}
