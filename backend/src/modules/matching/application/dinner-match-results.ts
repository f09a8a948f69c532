import { Injectable } from '@nestjs/common';
import { canServe, criteriaOf, RestaurantCriteria } from '../../restaurants';
import { PairCompatibility } from '../domain/compatibility';
import { MatchingErrors } from '../domain/matching-outcome';
import { analysePair } from '../domain/pair-analysis';
import { BookedCouple } from './booked-couples';
import { MatchRestaurant } from './city-restaurants';
import { DinnerContext, DinnerContextLoader } from './dinner-context';
import { DiningHistorySource } from './dining-history-source';
import { DinnerGroupStore, StoredGroup } from './dinner-group-store';
import { groupDemandOf } from './group-venue';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { DEFAULT_LANGUAGE, Language } from '../../../kernel/languages';
import { matchingMessages } from './matching-messages';
import { notPlacedText, recordedReasonText, unassignedReasonText } from './unmatched-wording';

export interface GroupView {
  group: StoredGroup;
  couples: BookedCouple[];
  restaurant: MatchRestaurant | null;
}

export interface UnmatchedView {
  couple: BookedCouple;
  reason: string;
}

export interface UnassignedGroupView {
  group: StoredGroup;
  couples: BookedCouple[];
  groupSize: number;
  partySize: number;
  reason: string;
  criteria: RestaurantCriteria;
}

export interface AdminSummary {
  totalBookings: number;
  matchedCouples: number;
  unmatchedCouples: number;
  groupsWithRestaurants: number;
  groupsWithoutRestaurants: number;
}

export interface DinnerMatches {
  context: DinnerContext;
  groups: GroupView[];
  unmatched: UnmatchedView[];
  summary: AdminSummary;
}

export interface CoupleAnalysis {
  couple: BookedCouple;
  groupId: string | null;
  /** With each tablemate, or with the best-suited other couples when the couple is unmatched. */
  pairs: { other: BookedCouple; analysis: PairCompatibility }[];
}

/** Partners shown for an unmatched couple in the couple-detail dialog. */
const BEST_PARTNERS = 3;

/** What the admin's match screens read about one dinner's groups. */
@Injectable()
export class DinnerMatchResults {
  constructor(
    private readonly contexts: DinnerContextLoader,
    private readonly groups: DinnerGroupStore,
    private readonly history: DiningHistorySource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The unmatched couples' reasons are worded in `language`. */
  async forDinner(dinnerId: string, language: Language = DEFAULT_LANGUAGE): Promise<DinnerMatches> {
    const t = matchingMessages.in(language);
    const context = await this.contexts.load(dinnerId);
    const [groups, reasons] = await this.unitOfWork.all([() => this.groups.listGroups(dinnerId), () => this.groups.unmatchedReasons(dinnerId)]);
    const reasonOf = new Map(reasons.map((r) => [r.coupleId, recordedReasonText(t, r)]));
    const seated = new Set(groups.flatMap((g) => g.participants.map((p) => p.coupleId)));
    const views = groups.map((group) => ({
      group,
      couples: group.participants.flatMap((p) => context.coupleById.get(p.coupleId) ?? []),
      restaurant: group.restaurantId ? (context.restaurantById.get(group.restaurantId) ?? null) : null,
    }));
    const unmatched = context.couples
      .filter((c) => !seated.has(c.coupleId))
      .map((couple) => ({ couple, reason: reasonOf.get(couple.coupleId) ?? notPlacedText(t) }));
    const withRestaurant = groups.filter((g) => g.restaurantId).length;
    return {
      context,
      groups: views,
      unmatched,
      summary: {
        totalBookings: context.couples.length,
        matchedCouples: context.couples.length - unmatched.length,
        unmatchedCouples: unmatched.length,
        groupsWithRestaurants: withRestaurant,
        groupsWithoutRestaurants: groups.length - withRestaurant,
      },
    };
  }

  /** Groups without a restaurant, with what a restaurant would need to offer them and why they have none, in `language`. */
  async unassignedGroups(dinnerId: string, language: Language): Promise<UnassignedGroupView[]> {
    const { context, groups } = await this.forDinner(dinnerId, language);
    const active = context.restaurants.filter((r) => r.isActive).map((r) => ({ ...r, tables: 1 }));
    return groups
      .filter((view) => !view.group.restaurantId)
      .map((view) => {
        const ids = view.couples.filter((c) => c.profile).map((c) => c.coupleId);
        const demand = ids.length ? groupDemandOf(context, ids, view.group.id) : null;
        const servable = demand && active.some((r) => canServe(r, demand));
        return {
          ...view,
          groupSize: view.couples.length,
          partySize: demand?.partySize ?? view.couples.length * 2,
          reason: unassignedReasonText(matchingMessages.in(language), Boolean(servable)),
          criteria: demand ? criteriaOf(demand) : { cuisineTypes: [], priceRange: [], dietaryAccommodations: [], atmosphere: [] },
        };
      });
  }

  /** The couple-detail dialog: the couple's compatibility with its tablemates (or its best possible partners), and when they dined together before. */
  async coupleAnalysis(dinnerId: string, coupleId: string): Promise<CoupleAnalysis> {
    const context = await this.contexts.load(dinnerId);
    const couple = context.coupleById.get(coupleId);
    if (!couple) throw MatchingErrors.notBooked(coupleId);
    const group = (await this.groups.listGroups(dinnerId)).find((g) => g.participants.some((p) => p.coupleId === coupleId)) ?? null;
    const history = await this.history.forCouples([coupleId], context.dinner.eventDate);
    const datesWith = (other: string) =>
      history.sharedTables.filter((t) => (t.a === coupleId && t.b === other) || (t.b === coupleId && t.a === other)).map((t) => t.date);
    const analyse = (other: BookedCouple) => ({
      other,
      analysis: analysePair(couple.profile!, other.profile!, context.settings, context.dinner.eventDate, datesWith(other.coupleId)),
    });
    if (!couple.profile) return { couple, groupId: group?.id ?? null, pairs: [] };
    const others = group
      ? group.participants.flatMap((p) => (p.coupleId === coupleId ? [] : (context.coupleById.get(p.coupleId) ?? [])))
      : context.couples.filter((c) => c.coupleId !== coupleId);
    const pairs = others.filter((o) => o.profile).map(analyse);
    return { couple, groupId: group?.id ?? null, pairs: group ? pairs : pairs.sort((a, b) => b.analysis.score - a.analysis.score).slice(0, BEST_PARTNERS) };
  }
}
