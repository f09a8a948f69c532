import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { describeGroup, GroupRuleBrokenError, groupRuleBreaks, RecordedOverride } from '../domain/group-rules';
import { assertGroupsChangeable, MatchingErrors } from '../domain/matching-outcome';
import { DinnerContext, DinnerContextLoader } from './dinner-context';
import { DinnerGroupStore, StoredGroup } from './dinner-group-store';
import { groupDemandOf, servingProblem } from './group-venue';
import { MatchingDinners } from './matching-dinners';

export interface GroupChangeOptions {
  /** The admin making the change. */
  byUserId: string;
  /** Allow breaking a hard rule; each break is recorded on the group. */
  override?: boolean;
}

/** The groups of the dinner after a change: new couple lists by group id (empty: the group goes). */
type Recomposition = Map<string, string[]>;

const REMOVED_REASON = 'Removed from its group by an admin.';

/**
 * The admin's changes to a dinner's groups (move, remove, add, create, delete). Each runs in
 * one transaction holding the dinner's groups, re-checks the hard rules of every group it
 * changes (refusing a break unless overridden, and recording the override), rescores the
 * group, labels it manual_admin, clears a restaurant that can no longer serve it, and
 * updates the unmatched couples and the dinner's status.
 */
@Injectable()
export class GroupChanges {
  constructor(
    private readonly contexts: DinnerContextLoader,
    private readonly groups: DinnerGroupStore,
    private readonly dinners: MatchingDinners,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  moveCouple(dinnerId: string, change: { coupleId: string; fromGroupId: string; toGroupId: string }, options: GroupChangeOptions): Promise<void> {
    if (change.fromGroupId === change.toGroupId) throw MatchingErrors.sameGroup();
    return this.change(dinnerId, options, (groups) => {
      const from = this.groupOf(groups, change.fromGroupId);
      const to = this.groupOf(groups, change.toGroupId);
      if (!ids(from).includes(change.coupleId)) throw MatchingErrors.notInGroup(change.coupleId, from.id);
      return new Map([
        [from.id, ids(from).filter((id) => id !== change.coupleId)],
        [to.id, [...ids(to), change.coupleId]],
      ]);
    });
  }

  removeCouple(dinnerId: string, change: { coupleId: string; groupId: string }, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, (groups) => {
      const group = this.groupOf(groups, change.groupId);
      if (!ids(group).includes(change.coupleId)) throw MatchingErrors.notInGroup(change.coupleId, group.id);
      return new Map([[group.id, ids(group).filter((id) => id !== change.coupleId)]]);
    });
  }

  addCouple(dinnerId: string, change: { coupleId: string; groupId: string }, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, (groups, context) => {
      const group = this.groupOf(groups, change.groupId);
      this.assertUnseated(groups, context, [change.coupleId]);
      return new Map([[group.id, [...ids(group), change.coupleId]]]);
    });
  }

  /** A new group of unmatched couples; returns its id. */
  async createGroup(dinnerId: string, coupleIds: string[], options: GroupChangeOptions): Promise<string> {
    if (new Set(coupleIds).size !== coupleIds.length) throw MatchingErrors.duplicateCouple();
    let created = '';
    await this.change(dinnerId, options, (groups, context) => {
      this.assertUnseated(groups, context, coupleIds);
      return new Map([['', coupleIds]]);
    }, (id) => (created = id));
    return created;
  }

  deleteGroup(dinnerId: string, groupId: string, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, (groups) => new Map([[this.groupOf(groups, groupId).id, []]]));
  }

  private async change(
    dinnerId: string,
    options: GroupChangeOptions,
    recompose: (groups: StoredGroup[], context: DinnerContext) => Recomposition,
    onCreated: (groupId: string) => void = () => undefined,
  ): Promise<void> {
    const context = await this.contexts.load(dinnerId);
    assertGroupsChangeable(context.dinner);
    await this.unitOfWork.run(async () => {
      await this.groups.lockDinner(dinnerId);
      const groups = await this.groups.listGroups(dinnerId);
      const before = new Set(groups.flatMap(ids));
      const recomposition = recompose(groups, context);
      const now = this.clock.now();
      for (const [groupId, coupleIds] of recomposition) {
        const current = groups.find((g) => g.id === groupId);
        if (coupleIds.length === 0) {
          if (current) await this.groups.deleteGroups([current.id]);
          continue;
        }
        const overrides = this.checkRules(context, coupleIds, options, now);
        const next = this.rebuilt(context, current, dinnerId, coupleIds, overrides, now, groups);
        if (current) await this.groups.saveGroup(next);
        else {
          const { id: _id, createdAt: _created, status: _status, ...draft } = next;
          onCreated((await this.groups.insertGroups([draft]))[0]);
        }
      }
      const after = new Set([...groups.filter((g) => !recomposition.has(g.id)).flatMap(ids), ...[...recomposition.values()].flat()]);
      await this.groups.clearUnmatchedReasons(dinnerId, [...after]);
      for (const coupleId of before) if (!after.has(coupleId)) await this.groups.setUnmatchedReason(dinnerId, coupleId, REMOVED_REASON);
      await this.recordStatus(context, dinnerId);
    });
  }

  private checkRules(context: DinnerContext, coupleIds: string[], options: GroupChangeOptions, now: Date): RecordedOverride[] {
    const breaks = groupRuleBreaks(context.instanceOf(coupleIds), coupleIds, (id) => context.label(id));
    if (breaks.length > 0 && !options.override) throw new GroupRuleBrokenError(breaks);
    return breaks.map((b) => ({ ...b, byUserId: options.byUserId, at: now.toISOString() }));
  }

  /** The group with its new couples: rescored, manual_admin, its restaurant kept only if it can still serve it. */
  private rebuilt(
    context: DinnerContext,
    current: StoredGroup | undefined,
    dinnerId: string,
    coupleIds: string[],
    overrides: RecordedOverride[],
    now: Date,
    groups: StoredGroup[],
  ): StoredGroup {
    const described = coupleIds.length >= 2 ? describeGroup(context.instanceOf(coupleIds), coupleIds) : { score: 0, reasoning: `${coupleIds.length} couple, placed by an admin.` };
    const previous = new Map((current?.participants ?? []).map((p) => [p.coupleId, p]));
    const restaurant = current?.restaurantId ? context.restaurantById.get(current.restaurantId) : undefined;
    const keepsRestaurant = restaurant && !servingProblem(restaurant, groupDemandOf(context, coupleIds, current?.id ?? 'new'), context, groups, current?.id ?? null, { ignoreTables: true });
    return {
      id: current?.id ?? '',
      dinnerId,
      restaurantId: keepsRestaurant ? restaurant.id : null,
      tableNumber: keepsRestaurant ? (current?.tableNumber ?? null) : null,
      compatibilityScore: described.score,
      status: current?.status ?? 'matched',
      matchingAlgorithm: 'manual_admin',
      matchReasoning: described.reasoning,
      runId: current?.runId ?? null,
      editedAt: now,
      ruleOverrides: [...(current?.ruleOverrides ?? []), ...overrides],
      createdAt: current?.createdAt ?? now,
      participants: coupleIds.map((coupleId) => previous.get(coupleId) ?? { coupleId, bookingId: context.coupleById.get(coupleId)?.bookingId ?? null, participationStatus: 'invited' }),
    };
  }

  private async recordStatus(context: DinnerContext, dinnerId: string): Promise<void> {
    await this.dinners.recordStatus(dinnerId, context.statusWith(await this.groups.listGroups(dinnerId)), 'edit', 'admin');
  }

  private groupOf(groups: StoredGroup[], groupId: string): StoredGroup {
    const group = groups.find((g) => g.id === groupId);
    if (!group) throw MatchingErrors.groupNotFound();
    return group;
  }

  private assertUnseated(groups: StoredGroup[], context: DinnerContext, coupleIds: string[]): void {
    for (const coupleId of coupleIds) {
      if (!context.coupleById.has(coupleId)) throw MatchingErrors.notBooked(coupleId);
      const seat = groups.find((g) => ids(g).includes(coupleId));
      if (seat) throw MatchingErrors.alreadySeated(coupleId, seat.id);
    }
  }
}

const ids = (group: StoredGroup) => group.participants.map((p) => p.coupleId);
