import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { MemberAccounts } from '../../../identity';
import { DiningHistorySource } from '../../application/dining-history-source';
import { MatchingDinners, ReviewRatings } from '../../application/matching-dinners';
import { ReportedPairs } from '../../application/reported-pairs';
import { DiningHistory, RestaurantRating, SharedTable } from '../../domain/dining-history';
import { sql } from '../../../../platform/database/sql';

interface PastGroup {
  dinner_id: string;
  restaurant_id: string | null;
  couple_ids: string[];
}

/**
 * The engine's memory from the database: the groups (matching's own tables) that seated any
 * of the couples at dinners held before this one (dates from dinners), the reviews of those
 * dinners (dinners, through the MatchingDinners port: couple ratings keyed by the rated couple's user id, mapped to couples
 * through identity), the restaurant each couple was sent to, and the "see you again" pairs
 * (dinners) among these couples who both asked to be seated together again, and the pairs a
 * safety report keeps apart (safety, through the ReportedPairs port).
 */
@Injectable()
export class ModuleDiningHistory extends DiningHistorySource {
  constructor(
    private readonly db: TransactionalDb,
    private readonly dinners: MatchingDinners,
    private readonly members: MemberAccounts,
    private readonly unitOfWork: UnitOfWork,
    private readonly reports: ReportedPairs,
  ) {
    super();
  }

  async forCouples(coupleIds: readonly string[], before: Date): Promise<DiningHistory> {
    if (coupleIds.length === 0) return { sharedTables: [], restaurantRatings: [], seatTogether: [], reportedPairs: [] };
    const groups = await this.db.rows<PastGroup>(
      sql`SELECT g.dinner_id, g.restaurant_id, array_agg(p.couple_id ORDER BY p.couple_id) AS couple_ids
         FROM dinner_groups g JOIN dinner_group_participants p ON p.group_id = g.id
        WHERE g.id IN (SELECT group_id FROM dinner_group_participants WHERE couple_id = ANY(${coupleIds}::uuid[]))
        GROUP BY g.id`,
    );
    const dinnerIds = [...new Set(groups.map((g) => g.dinner_id))];
    const held = await this.dinners.pastDinners(dinnerIds, before);
    const dateOf = new Map(held.map((d) => [d.id, d.date]));
    const past = groups.filter((g) => dateOf.has(g.dinner_id));
    const tablemates = [...new Set(past.flatMap((g) => g.couple_ids))];
    const [reviews, people] = await this.unitOfWork.all([() => this.dinners.reviewRatings([...dateOf.keys()]), () => this.members.peopleOfCouples(tablemates)]);
    const coupleOfUser = new Map(people.map((p) => [p.userId, p.coupleId]));
    const ratingOf = ratingsByPair(reviews, coupleOfUser);
    const reviewOf = new Map(reviews.map((r) => [`${r.dinnerId}|${r.coupleId}`, r]));

    const sharedTables: SharedTable[] = [];
    const restaurantRatings: RestaurantRating[] = [];
    for (const g of past) {
      const date = dateOf.get(g.dinner_id)!;
      g.couple_ids.forEach((a, x) => {
        for (const b of g.couple_ids.slice(x + 1)) {
          sharedTables.push({
            a,
            b,
            date,
            ratingByA: ratingOf.get(`${g.dinner_id}|${a}|${b}`) ?? null,
            ratingByB: ratingOf.get(`${g.dinner_id}|${b}|${a}`) ?? null,
          });
        }
        const rating = reviewOf.get(`${g.dinner_id}|${a}`)?.restaurantRating;
        if (g.restaurant_id && rating) restaurantRatings.push({ coupleId: a, restaurantId: g.restaurant_id, rating });
      });
    }
    return {
      sharedTables,
      restaurantRatings,
      seatTogether: await this.dinners.seatTogetherPairs(coupleIds),
      reportedPairs: await this.reports.among(coupleIds),
    };
  }
}

/** 'dinner|rater|rated' -> rating; a couple rated through both its members keeps the lower rating. */
function ratingsByPair(reviews: readonly ReviewRatings[], coupleOfUser: ReadonlyMap<string, string>): Map<string, number> {
  const ratings = new Map<string, number>();
  for (const review of reviews) {
    for (const [userId, rating] of Object.entries(review.coupleRatings)) {
      const rated = coupleOfUser.get(userId);
      if (!rated) continue;
      const key = `${review.dinnerId}|${review.coupleId}|${rated}`;
      ratings.set(key, Math.min(rating, ratings.get(key) ?? Infinity));
    }
  }
  return ratings;
}
