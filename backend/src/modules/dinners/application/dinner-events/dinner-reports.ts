import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { groupOutcome, isCompleted, PastDinnerFacts, successRate, weekOf, weeklyOutcomes, WeeklyOutcome } from '../../domain/dinner-outcomes';
import { CoupleRating, SeasonFigures, seasonFigures } from '../../domain/season-figures';
import { CoupleDirectory } from '../bookings/couple-directory';
import { currencyOf } from '../../domain/dinner-cities';
import { mutualPairsOf } from '../../domain/see-you-again';
import { ActiveMembers, DinnerReportQueries, GroupOutcomes, PastDinnerRow } from './dinner-report-sources';

export interface PastDinnerReport extends PastDinnerRow {
  matchedCouples: number;
  groups: number;
  groupsWithRestaurant: number;
  averageCompatibility: number | null;
}

export interface DinnerAnalytics {
  totalEvents: number;
  activeUsers: number;
  successRate: number | null;
  averageRating: number | null;
  bookingsPerWeek: { week: string; bookings: number }[];
  weeks: WeeklyOutcome[];
  /** One point per completed dinner with reviews and scored groups, oldest first: does matching quality predict happy tables? */
  compatibilityVsRating: { dinnerId: string; week: string; averageCompatibility: number; averageRating: number }[];
  /** The completed dinners as a season: new faces, "see you again", ratings against compatibility (issue 22). */
  season: SeasonFigures;
  /** Fees of paid bookings, one row per currency (lower-case ISO 4217): different currencies are never added together. */
  money: { currency: string; paidBookings: number; feesMinor: number }[];
}

const ACTIVE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The admin's Historical Dinners and Analytics pages, with real figures (DECISIONS items 8 and 15). */
@Injectable()
export class DinnerReports {
  constructor(
    private readonly rows: DinnerReportQueries,
    private readonly groups: GroupOutcomes,
    private readonly members: ActiveMembers,
    private readonly couples: CoupleDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async history(): Promise<PastDinnerReport[]> {
    const rows = await this.rows.pastDinners(this.clock.now());
    const tables = await this.groups.tables(rows.map((row) => row.id));
    return rows.map((row) => {
      const outcome = groupOutcome(tables.get(row.id) ?? []);
      return {
        ...row,
        matchedCouples: outcome.seatedCoupleIds.length,
        groups: outcome.groups,
        groupsWithRestaurant: outcome.groupsWithRestaurant,
        averageCompatibility: outcome.averageCompatibility,
      };
    });
  }

  /** `city`: only the dinners of that city (its name, as dinner events store it). */
  async analytics(city?: string): Promise<DinnerAnalytics> {
    const now = this.clock.now();
    // Two waves of reads side by side on the pool; each statement costs a round trip and a plan (bench:api).
    const [facts, activeUsers] = await this.unitOfWork.all([
      () => this.rows.analyticsFacts(now, city),
      () => this.members.countSignedInSince(new Date(now.getTime() - ACTIVE_WINDOW_MS)),
    ]);
    const rows = facts.pastDinners;
    const completedRows = rows.filter((row) => isCompleted(row, now));
    const completedIds = new Set(completedRows.map((row) => row.id));
    const ratings = facts.coupleRatings.filter((r) => completedIds.has(r.dinnerId));
    // Reviews name a rated couple by a member's user id: identity says which couple that is.
    const [tables, coupleOfUser] = await this.unitOfWork.all([
      () => this.groups.tables(rows.map((row) => row.id)),
      () => this.couples.couplesOfMembers([...new Set(ratings.map((r) => r.ratedUserId))]),
    ]);
    const coupleRatings: CoupleRating[] = ratings.flatMap((r) => {
      const ratedCoupleId = coupleOfUser.get(r.ratedUserId);
      return ratedCoupleId ? [{ dinnerId: r.dinnerId, raterCoupleId: r.raterCoupleId, ratedCoupleId, rating: r.rating }] : [];
    });
    const mutual = [...facts.marks].flatMap(([dinnerId, marks]) => (completedIds.has(dinnerId) ? mutualPairsOf(marks) : []));
    const completed: PastDinnerFacts[] = completedRows.map((row) => {
      const outcome = groupOutcome(tables.get(row.id) ?? []);
      return {
        id: row.id,
        eventDate: row.eventDate,
        status: row.status,
        paidCoupleIds: row.paidCoupleIds,
        seatedAtRestaurantCoupleIds: outcome.seatedAtRestaurantCoupleIds,
        averageRating: row.averageRestaurantRating,
        reviews: row.reviews,
        averageCompatibility: outcome.averageCompatibility,
      };
    });
    return {
      totalEvents: facts.overview.events,
      activeUsers,
      successRate: successRate(completed).rate,
      averageRating: facts.overview.averageRestaurantRating,
      bookingsPerWeek: facts.overview.bookingsPerWeek,
      weeks: weeklyOutcomes(completed),
      compatibilityVsRating: [...completed]
        .reverse()
        .flatMap((dinner) =>
          dinner.averageCompatibility !== null && dinner.averageRating !== null
            ? [{ dinnerId: dinner.id, week: weekOf(dinner.eventDate), averageCompatibility: dinner.averageCompatibility, averageRating: dinner.averageRating }]
            : [],
        ),
      season: seasonFigures(
        completedRows.map((row) => ({ id: row.id, eventDate: row.eventDate, tables: tables.get(row.id) ?? [] })),
        coupleRatings,
        mutual,
      ),
      money: moneyByCurrency(facts.feesByCity),
    };
  }
}

/** Per currency, in the order of their codes: each city's fees go to its own currency's row. */
export function moneyByCurrency(fees: readonly { city: string; country: string; paidBookings: number; feesMinor: number }[]): DinnerAnalytics['money'] {
  const rows = new Map<string, { currency: string; paidBookings: number; feesMinor: number }>();
  for (const fee of fees) {
    const currency = currencyOf(fee.city, fee.country);
    const row = rows.get(currency) ?? { currency, paidBookings: 0, feesMinor: 0 };
    row.paidBookings += fee.paidBookings;
    row.feesMinor += fee.feesMinor;
    rows.set(currency, row);
  }
  return [...rows.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
