import { Injectable } from '@nestjs/common';
import { AssignableRestaurant } from '../../restaurants';
import { DiningHistory, NO_HISTORY } from '../domain/dining-history';
import { MatchCouple } from '../domain/match-couple';
import { dinnerStatusAfterMatching, MatchingErrors } from '../domain/matching-outcome';
import { MatchingInstance } from '../domain/matching-instance';
import { MatchingSettings, resolveMatchingSettings } from '../domain/matching-parameters';
import { BookedCouple, BookedCouples } from './booked-couples';
import { CityRestaurants, MatchRestaurant } from './city-restaurants';
import { DinnerGroupStore, StoredGroup, TakenTable } from './dinner-group-store';
import { MatchingConfigSource } from './matching-config.source';
import { DinnerToMatch, MatchingDinners } from './matching-dinners';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

/** Everything a decision about one dinner's groups reads: the dinner, its paid couples, the city's restaurants and tables. */
export class DinnerContext {
  readonly coupleById: ReadonlyMap<string, BookedCouple>;
  readonly restaurantById: ReadonlyMap<string, MatchRestaurant>;

  constructor(
    readonly dinner: DinnerToMatch,
    readonly couples: BookedCouple[],
    readonly restaurants: MatchRestaurant[],
    /** Tables given to groups of the city's other dinners that night. */
    readonly takenElsewhere: TakenTable[],
    readonly settings: MatchingSettings,
  ) {
    this.coupleById = new Map(couples.map((c) => [c.coupleId, c]));
    this.restaurantById = new Map(restaurants.map((r) => [r.id, r]));
  }

  /** Table numbers of the restaurant no other dinner of the night holds. */
  freeTableNumbers(restaurant: MatchRestaurant): number[] {
    const taken = new Set(this.takenElsewhere.filter((t) => t.restaurantId === restaurant.id).map((t) => t.tableNumber));
    return Array.from({ length: restaurant.tablesPerNight }, (_, n) => n + 1).filter((n) => !taken.has(n));
  }

  /** The active restaurants with the tables still free for this dinner, as the engine reads them. */
  assignable(): AssignableRestaurant[] {
    return this.restaurants
      .filter((r) => r.isActive)
      .map((r) => ({ ...r, tables: this.freeTableNumbers(r).length }))
      .filter((r) => r.tables > 0);
  }

  profileOf(coupleId: string): MatchCouple {
    const couple = this.coupleById.get(coupleId);
    if (!couple) throw MatchingErrors.notBooked(coupleId);
    if (!couple.profile) throw MatchingErrors.noProfile(coupleId);
    return couple.profile;
  }

  /** The matching problem of a few couples (a group being edited), for its rules and score; with their dining history for the rules the engine takes from it. */
  instanceOf(coupleIds: readonly string[], history: DiningHistory = NO_HISTORY): MatchingInstance {
    return new MatchingInstance(
      coupleIds.map((id) => this.profileOf(id)),
      this.assignable(),
      this.settings,
      this.dinner.eventDate,
      1,
      history,
    );
  }

  /** The dinner's status once its groups are these. */
  statusWith(groups: readonly StoredGroup[]): string {
    const seated = new Set(groups.flatMap((g) => g.participants.map((p) => p.coupleId)));
    return dinnerStatusAfterMatching({
      unmatchedCouples: this.couples.filter((c) => !seated.has(c.coupleId)).length,
      groups: groups.length,
      groupsWithoutRestaurant: groups.filter((g) => !g.restaurantId).length,
    });
  }

  /** How the admin knows a couple: the first names of its people and the start of its id. */
  label(coupleId: string): string {
    const names = this.coupleById
      .get(coupleId)
      ?.people.map((p) => p.firstName)
      .join(' & ');
    return names ? `${names} (${coupleId.slice(0, 8)})` : coupleId.slice(0, 8);
  }
}

@Injectable()
export class DinnerContextLoader {
  constructor(
    private readonly dinners: MatchingDinners,
    private readonly booked: BookedCouples,
    private readonly restaurants: CityRestaurants,
    private readonly groups: DinnerGroupStore,
    private readonly config: MatchingConfigSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async dinner(dinnerId: string): Promise<DinnerToMatch> {
    const dinner = await this.dinners.find(dinnerId);
    if (!dinner) throw MatchingErrors.dinnerNotFound();
    return dinner;
  }

  async load(dinnerId: string): Promise<DinnerContext> {
    const dinner = await this.dinner(dinnerId);
    // The lifecycle job loads inside its transaction, an admin's run outside any.
    const [couples, restaurants, otherDinners, stored] = await this.unitOfWork.all([
      () => this.booked.forDinner(dinner.id),
      () => this.restaurants.inCity(dinner.city, dinner.country),
      () => this.dinners.sameNight(dinner),
      () => this.config.storedParameters(),
    ]);
    const takenElsewhere = await this.groups.takenTables(otherDinners.filter((id) => id !== dinner.id));
    return new DinnerContext(dinner, couples, restaurants, takenElsewhere, resolveMatchingSettings(stored));
  }
}
