import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '../../../kernel/languages';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { restaurantFit, suggestRestaurant } from '../../restaurants';
import { assertGroupsEditable, describeAudience, MatchingErrors } from '../domain/matching-outcome';
import { AiRestaurantAdvisor } from './ai-restaurant-advisor';
import { DinnerContext, DinnerContextLoader } from './dinner-context';
import { DiningHistorySource } from './dining-history-source';
import { DinnerGroupStore, StoredGroup } from './dinner-group-store';
import { audienceOf, revealedSeatChanges } from './revealed-seat-changes';
import { servingProblemText } from './group-change-wording';
import { freeTablesFor, groupDemandOf, servingProblem } from './group-venue';
import { MatchingDinners } from './matching-dinners';
import { matchingMessages } from './matching-messages';
import { confirmVenueChangeText } from './change-answers';

export interface RestaurantChoice {
  restaurantId: string;
  name: string;
  /** Why it cannot take the group, in the admin's language; null when it can. */
  unavailableReason: string | null;
  /** Its table numbers still free for this group. */
  freeTables: number[];
  fit: number;
}

export interface RestaurantSuggestionAnswer {
  restaurantId: string;
  restaurantName: string;
  tableNumber: number;
  /** gemini_ai when the AI chose, rules_based when the engine's fit score did. */
  source: 'gemini_ai' | 'rules_based';
  reasoning: string | null;
  /** Why the AI was asked but not followed. */
  fallbackReason: string | null;
}

/** A group's restaurant and table: the choices, the admin's assignment, and the suggestion. */
@Injectable()
export class GroupRestaurant {
  constructor(
    private readonly contexts: DinnerContextLoader,
    private readonly groups: DinnerGroupStore,
    private readonly dinners: MatchingDinners,
    private readonly advisor: AiRestaurantAdvisor,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: DiningHistorySource,
  ) {}

  /** Every restaurant of the city, those unable to take the group with the reason in the admin's language. */
  async choices(groupId: string, language: Language = DEFAULT_LANGUAGE): Promise<RestaurantChoice[]> {
    const { context, group, groups } = await this.load(groupId);
    const demand = await this.demandOf(context, group);
    const t = matchingMessages.in(language);
    return context.restaurants
      .map((r) => {
        const problem = servingProblem(r, demand, context, groups, group.id);
        return {
          restaurantId: r.id,
          name: r.name,
          unavailableReason: problem && servingProblemText(t, problem),
          freeTables: freeTablesFor(r, context, groups, group.id),
          fit: restaurantFit({ ...r, tables: r.tablesPerNight }, demand, context.settings.restaurantWeights),
        };
      })
      .sort((a, b) => Number(a.unavailableReason !== null) - Number(b.unavailableReason !== null) || b.fit - a.fit || a.name.localeCompare(b.name));
  }

  /**
   * Sets or clears the group's restaurant and table (an omitted restaurant clears both; an
   * omitted table takes the first free one). Once the dinner is revealed, a new venue needs
   * the admin's confirmation (`confirmed`), and the group's paid couples are each mailed it
   * with their calendar entry updated, in the same transaction; a revealed group's venue is
   * never cleared (another one, or its couples removed one by one). A restaurant that cannot
   * serve the group is refused with the reason in the admin's `language`.
   */
  async assign(
    groupId: string,
    choice: { restaurantId?: string | null; tableNumber?: number | null },
    adminId: string | null,
    confirmed = false,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<StoredGroup> {
    if (!choice.restaurantId && choice.tableNumber) throw MatchingErrors.tableWithoutRestaurant();
    const { context } = await this.load(groupId);
    assertGroupsEditable(context.dinner);
    return this.unitOfWork.run(async () => {
      await this.groups.lockDinner(context.dinner.id);
      const groups = await this.groups.listGroups(context.dinner.id);
      const group = groups.find((g) => g.id === groupId);
      if (!group) throw MatchingErrors.groupNotFound();
      let tableNumber: number | null = null;
      if (choice.restaurantId) {
        const restaurant = context.restaurantById.get(choice.restaurantId);
        if (!restaurant) throw MatchingErrors.restaurantNotFound();
        const demand = await this.demandOf(context, group);
        const problem = servingProblem(restaurant, demand, context, groups, group.id, { ignoreTables: true });
        if (problem) throw MatchingErrors.restaurantCannotServe(servingProblemText(matchingMessages.in(language), problem));
        const free = freeTablesFor(restaurant, context, groups, group.id);
        if (choice.tableNumber) {
          if (!free.includes(choice.tableNumber)) throw MatchingErrors.tableTaken(choice.tableNumber);
          tableNumber = choice.tableNumber;
        } else {
          if (free.length === 0) throw MatchingErrors.noTableFree();
          tableNumber = free[0];
        }
      }
      const saved: StoredGroup = { ...group, restaurantId: choice.restaurantId ?? null, tableNumber, editedAt: this.clock.now() };
      const revealed = (await this.dinners.find(context.dinner.id))?.revealed ?? context.dinner.revealed;
      const changes = revealedSeatChanges(context, revealed, [group], [saved]);
      const audience = audienceOf(context, changes);
      // Clearing a revealed group's venue would leave its couples unseated at the start, refunded: one admin click cancelling their evening (issue 45).
      if (!saved.restaurantId && group.restaurantId && audience.couples > 0) throw MatchingErrors.revealedGroupKeepsVenue(group.id);
      if (audience.couples > 0 && !confirmed) {
        throw MatchingErrors.confirmVenueChange(
          confirmVenueChangeText(matchingMessages.in(language), group.id, audience),
          group.id,
          describeAudience(audience),
        );
      }
      await this.groups.saveGroup(saved);
      await this.dinners.recordStatus(context.dinner.id, context.statusWith(groups.map((g) => (g.id === saved.id ? saved : g))), 'edit', 'admin', adminId);
      for (const change of changes) await this.dinners.publishChange(change, adminId);
      return saved;
    });
  }

  /** The restaurant the AI (when configured) or the engine's fit score recommends; not saved. */
  async suggest(groupId: string): Promise<RestaurantSuggestionAnswer> {
    const { context, group, groups } = await this.load(groupId);
    const demand = await this.demandOf(context, group);
    const candidates = context.restaurants.filter((r) => !servingProblem(r, demand, context, groups, group.id));
    if (candidates.length === 0) throw MatchingErrors.noSuggestion();
    const answer = (restaurantId: string, source: RestaurantSuggestionAnswer['source'], reasoning: string | null, fallbackReason: string | null) => {
      const restaurant = context.restaurantById.get(restaurantId)!;
      return {
        restaurantId,
        restaurantName: restaurant.name,
        tableNumber: freeTablesFor(restaurant, context, groups, group.id)[0],
        source,
        reasoning,
        fallbackReason,
      };
    };
    let fallbackReason: string | null = null;
    if (this.advisor.enabled && context.settings.aiMatchingEnabled) {
      try {
        const advice = await this.advisor.advise(demand, candidates, context.settings.aiTimeoutMs);
        if (candidates.some((c) => c.id === advice.restaurantId)) return answer(advice.restaurantId, 'gemini_ai', advice.reasoning, null);
        fallbackReason = 'AI answer rejected (not one of the restaurants able to serve the group); fit score used.';
      } catch (error) {
        fallbackReason = `AI suggestion failed (${error instanceof Error ? error.message : String(error)}); fit score used.`;
      }
    }
    const best = suggestRestaurant(
      demand,
      candidates.map((r) => ({ ...r, tables: freeTablesFor(r, context, groups, group.id).length })),
      context.settings.restaurantWeights,
    )!;
    return answer(
      best.restaurantId,
      'rules_based',
      `Best fit (${best.fit}/100) for the group's cuisines, atmosphere and the restaurant's rating.`,
      fallbackReason,
    );
  }

  /** The group's demand with its couples' past restaurant ratings: a restaurant one of them rated 2 or less is ruled out, as in the engine. */
  private async demandOf(context: DinnerContext, group: StoredGroup) {
    const ids = coupleIds(group);
    // An empty group asks nothing of a restaurant: there is no party to seat.
    if (ids.length === 0) throw MatchingErrors.emptyGroup();
    return groupDemandOf(context, ids, group.id, await this.history.forCouples(ids, context.dinner.eventDate));
  }

  private async load(groupId: string): Promise<{ context: DinnerContext; group: StoredGroup; groups: StoredGroup[] }> {
    const found = await this.groups.findGroup(groupId);
    if (!found) throw MatchingErrors.groupNotFound();
    const context = await this.contexts.load(found.dinnerId);
    const groups = await this.groups.listGroups(found.dinnerId);
    return { context, group: groups.find((g) => g.id === groupId) ?? found, groups };
  }
}

const coupleIds = (group: StoredGroup) => group.participants.map((p) => p.coupleId);
