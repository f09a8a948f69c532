import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '../../../kernel/languages';
import { AdminAuditLog, AdminAuditRecord } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { describeGroup, GroupChangeReview, GroupRuleBrokenError, overridesOf, RecordedOverride } from '../domain/group-rules';
import { assertGroupsEditable, describeAudience, MatchingErrors } from '../domain/matching-outcome';
import { DinnerContext, DinnerContextLoader } from './dinner-context';
import { DiningHistorySource } from './dining-history-source';
import { DiningHistory } from '../domain/dining-history';
import { DinnerGroupStore, StoredGroup } from './dinner-group-store';
import { ChangeFindings, keepsRestaurant, Recomposition, reviewChange } from './group-change-review';
import { refusalText, wordReview } from './group-change-wording';
import { MatchingDinners } from './matching-dinners';
import { matchingMessages } from './matching-messages';
import { audienceOf, leftWithoutTable, revealedSeatChanges } from './revealed-seat-changes';
import { unmatchedRecord } from './unmatched-wording';
import { confirmGroupChangeText } from './change-answers';

/** A changed group's compatibility score now and after the change (null: the group is deleted; `before` null: a group the change creates). */
export interface GroupScoreChange {
  groupId: string | null;
  before: number | null;
  after: number | null;
}

/** A preview: the review, and the new scores of the groups the change touches, shown before anything is saved. */
export interface GroupChangePreview extends GroupChangeReview {
  scores: GroupScoreChange[];
}

export interface GroupChangeOptions {
  /** The admin making the change. */
  byUserId: string;
  /** Allow breaking hard rules; every break and consequence is then recorded on the changed groups. */
  override?: boolean;
  /** The admin confirmed that the couples of a revealed dinner are told of the change (each is mailed what changed for them). */
  confirmed?: boolean;
  /** The language the admin reads a refusal for broken rules in (English when not given). */
  language?: Language;
}

type Recompose = (groups: StoredGroup[], context: DinnerContext) => Recomposition;

/** Overrides are recorded in English, as the service's other records: any admin may read them later, in any language. */
const ON_RECORD = matchingMessages.in(DEFAULT_LANGUAGE);

/**
 * The admin's changes to a dinner's groups (move, remove, add, create, delete). Each runs in
 * one transaction holding the dinner's groups, re-checks the hard rules of every group it
 * changes (refusing any break unless overridden, and then recording every break and
 * consequence), rescores the group, labels it manual_admin, clears a restaurant that can
 * no longer serve it (before the reveal: a revealed group keeps its table), and updates the unmatched couples and the dinner's status. Each has
 * a preview that answers the same review without saving anything, worded in the admin's
 * language as the refusal is. Once the dinner is
 * revealed, a change that reaches paid couples needs the admin's confirmation (naming who
 * will be told), and each of those couples is mailed once, in the same transaction.
 */
@Injectable()
export class GroupChanges {
  constructor(
    private readonly contexts: DinnerContextLoader,
    private readonly groups: DinnerGroupStore,
    private readonly dinners: MatchingDinners,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: DiningHistorySource,
    private readonly audit: AdminAuditLog,
  ) {}

  moveCouple(dinnerId: string, change: MoveChange, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, moved(change), undefined, { action: 'move_couple', detail: { ...change } });
  }

  removeCouple(dinnerId: string, change: CoupleInGroup, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, removed(change), undefined, { action: 'remove_couple', detail: { ...change } });
  }

  addCouple(dinnerId: string, change: CoupleInGroup, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, added(change));
  }

  /** What moving the couple would break and do, in the admin's language; nothing is saved. */
  previewMove(dinnerId: string, change: MoveChange, language: Language = DEFAULT_LANGUAGE): Promise<GroupChangePreview> {
    return this.preview(dinnerId, moved(change), language);
  }

  previewRemove(dinnerId: string, change: CoupleInGroup, language: Language = DEFAULT_LANGUAGE): Promise<GroupChangePreview> {
    return this.preview(dinnerId, removed(change), language);
  }

  previewAdd(dinnerId: string, change: CoupleInGroup, language: Language = DEFAULT_LANGUAGE): Promise<GroupChangePreview> {
    return this.preview(dinnerId, added(change), language);
  }

  /** A new group of unmatched couples; returns its id. */
  async createGroup(dinnerId: string, coupleIds: string[], options: GroupChangeOptions): Promise<string> {
    if (new Set(coupleIds).size !== coupleIds.length) throw MatchingErrors.duplicateCouple();
    let created = '';
    await this.change(
      dinnerId,
      options,
      (groups, context) => {
        assertUnseated(groups, context, coupleIds);
        return new Map([['', coupleIds]]);
      },
      (id) => (created = id),
    );
    return created;
  }

  /** Not once revealed: the admin then moves or removes the couples one by one, each change telling those it concerns. */
  deleteGroup(dinnerId: string, groupId: string, options: GroupChangeOptions): Promise<void> {
    return this.change(dinnerId, options, (groups, context) => {
      if (context.dinner.revealed) throw MatchingErrors.revealedGroupDelete();
      return new Map([[groupOf(groups, groupId).id, []]]);
    });
  }

  private async preview(dinnerId: string, recompose: Recompose, language: Language): Promise<GroupChangePreview> {
    const context = await this.contexts.load(dinnerId);
    assertGroupsEditable(context.dinner);
    const groups = await this.groups.listGroups(dinnerId);
    const recomposition = recompose(groups, context);
    const scores = [...recomposition].map(([groupId, coupleIds]) => {
      const current = groups.find((g) => g.id === groupId);
      return { groupId: current?.id ?? null, before: current?.compatibilityScore ?? null, after: coupleIds.length === 0 ? null : scoreOf(context, coupleIds) };
    });
    const findings = reviewChange(context, groups, recomposition, await this.historyOf(context, recomposition));
    return { ...wordReview(matchingMessages.in(language), findings, labelIn(context)), scores };
  }

  /** The past dinners of the couples the change seats: their ratings of each other and their repeats are rules, as in the engine. */
  private historyOf(context: DinnerContext, recomposition: Recomposition) {
    return this.history.forCouples([...recomposition.values()].flat(), context.dinner.eventDate);
  }

  private async change(
    dinnerId: string,
    options: GroupChangeOptions,
    recompose: Recompose,
    onCreated: (groupId: string) => void = () => undefined,
    // A couple's move or removal: written to the audit log, the dinner's operations history reads it there.
    audited?: { action: AdminAuditRecord['action']; detail: Record<string, unknown> },
  ): Promise<void> {
    const context = await this.contexts.load(dinnerId);
    assertGroupsEditable(context.dinner);
    await this.unitOfWork.run(async () => {
      await this.groups.lockDinner(dinnerId);
      const groups = await this.groups.listGroups(dinnerId);
      const before = new Set(groups.flatMap(ids));
      const recomposition = recompose(groups, context);
      const history = await this.historyOf(context, recomposition);
      const revealed = (await this.dinners.find(dinnerId))?.revealed ?? context.dinner.revealed;
      const findings = reviewChange(context, groups, recomposition, history, revealed);
      if (findings.breaks.length > 0 && !options.override) throw ruleBroken(context, findings, options.language ?? DEFAULT_LANGUAGE);
      const now = this.clock.now();
      const overrides = findings.breaks.length > 0 ? overridesOf(wordReview(ON_RECORD, findings, labelIn(context)), options.byUserId, now.toISOString()) : [];
      const rebuilt = [...recomposition].map(([groupId, coupleIds]) => {
        const current = groups.find((g) => g.id === groupId);
        return {
          current,
          next: coupleIds.length === 0 ? null : this.rebuilt(context, current, dinnerId, coupleIds, { overrides, now, groups, history, revealed }),
        };
      });
      const afterGroups = [...groups.filter((g) => !recomposition.has(g.id)), ...rebuilt.flatMap(({ next }) => (next ? [next] : []))];
      const changes = revealedSeatChanges(context, revealed, groups, afterGroups);
      const audience = audienceOf(context, changes);
      const unseated = leftWithoutTable(context, changes);
      if ((audience.couples > 0 || unseated.length > 0) && !options.confirmed) {
        const told = audience.couples > 0 ? audience : null;
        const groupIds = [...recomposition.keys()];
        const message = confirmGroupChangeText(matchingMessages.in(options.language ?? DEFAULT_LANGUAGE), groupIds, told, unseated);
        throw MatchingErrors.confirmGroupChange(message, groupIds, told && describeAudience(told));
      }
      for (const { current, next } of rebuilt) {
        if (!next) {
          if (current) await this.groups.deleteGroups([current.id]);
        } else if (current) await this.groups.saveGroup(next);
        else {
          const { id: _id, createdAt: _created, status: _status, ...draft } = next;
          onCreated((await this.groups.insertGroups([draft]))[0]);
        }
      }
      const after = new Set(afterGroups.flatMap(ids));
      await this.groups.clearUnmatchedReasons(dinnerId, [...after]);
      const removed = unmatchedRecord({ kind: 'removed_by_admin' });
      for (const coupleId of before) if (!after.has(coupleId)) await this.groups.setUnmatchedReason(dinnerId, coupleId, removed.reason, removed.facts);
      await this.recordStatus(context, dinnerId, options.byUserId);
      for (const change of changes) await this.dinners.publishChange(change, options.byUserId);
      if (audited) await this.audit.record({ adminId: options.byUserId, action: audited.action, detail: { ...audited.detail, dinnerId } });
    });
  }

  /** The group with its new couples: rescored, manual_admin, its restaurant kept only if it can still serve it. */
  private rebuilt(
    context: DinnerContext,
    current: StoredGroup | undefined,
    dinnerId: string,
    coupleIds: string[],
    {
      overrides,
      now,
      groups,
      history,
      revealed,
    }: { overrides: RecordedOverride[]; now: Date; groups: StoredGroup[]; history: DiningHistory; revealed: boolean },
  ): StoredGroup {
    const described = describedGroup(context, coupleIds);
    const previous = new Map((current?.participants ?? []).map((p) => [p.coupleId, p]));
    const keeps = keepsRestaurant(context, groups, current, coupleIds, history, revealed);
    return {
      id: current?.id ?? '',
      dinnerId,
      restaurantId: keeps ? (current?.restaurantId ?? null) : null,
      tableNumber: keeps ? (current?.tableNumber ?? null) : null,
      compatibilityScore: described.score,
      status: current?.status ?? 'matched',
      matchingAlgorithm: 'manual_admin',
      matchReasoning: described.reasoning,
      runId: current?.runId ?? null,
      editedAt: now,
      ruleOverrides: [...(current?.ruleOverrides ?? []), ...overrides],
      createdAt: current?.createdAt ?? now,
      participants: coupleIds.map(
        (coupleId) => previous.get(coupleId) ?? { coupleId, bookingId: context.coupleById.get(coupleId)?.bookingId ?? null, participationStatus: 'invited' },
      ),
    };
  }

  private async recordStatus(context: DinnerContext, dinnerId: string, adminId: string): Promise<void> {
    await this.dinners.recordStatus(dinnerId, context.statusWith(await this.groups.listGroups(dinnerId)), 'edit', 'admin', adminId);
  }
}

/** The refusal of a change for the rules it breaks, worded in the admin's language. */
function ruleBroken(context: DinnerContext, findings: ChangeFindings, language: Language): GroupRuleBrokenError {
  const t = matchingMessages.in(language);
  const review = wordReview(t, findings, labelIn(context));
  return new GroupRuleBrokenError(review, refusalText(t, review));
}

const labelIn = (context: DinnerContext) => (coupleId: string) => context.label(coupleId);

/** The score and reasoning a group of these couples gets, as a change saves it (a lone couple scores 0). */
const describedGroup = (context: DinnerContext, coupleIds: string[]) =>
  coupleIds.length >= 2 ? describeGroup(context.instanceOf(coupleIds), coupleIds) : { score: 0, reasoning: `${coupleIds.length} couple, placed by an admin.` };

const scoreOf = (context: DinnerContext, coupleIds: string[]) => describedGroup(context, coupleIds).score;

const ids = (group: StoredGroup) => group.participants.map((p) => p.coupleId);

interface MoveChange {
  coupleId: string;
  fromGroupId: string;
  toGroupId: string;
}

interface CoupleInGroup {
  coupleId: string;
  groupId: string;
}

const moved = (change: MoveChange): Recompose => {
  if (change.fromGroupId === change.toGroupId) throw MatchingErrors.sameGroup();
  return (groups) => {
    const from = groupOf(groups, change.fromGroupId);
    const to = groupOf(groups, change.toGroupId);
    if (!ids(from).includes(change.coupleId)) throw MatchingErrors.notInGroup(change.coupleId, from.id);
    return new Map([
      [from.id, ids(from).filter((id) => id !== change.coupleId)],
      [to.id, [...ids(to), change.coupleId]],
    ]);
  };
};

const removed =
  (change: CoupleInGroup): Recompose =>
  (groups) => {
    const group = groupOf(groups, change.groupId);
    if (!ids(group).includes(change.coupleId)) throw MatchingErrors.notInGroup(change.coupleId, group.id);
    return new Map([[group.id, ids(group).filter((id) => id !== change.coupleId)]]);
  };

const added =
  (change: CoupleInGroup): Recompose =>
  (groups, context) => {
    const group = groupOf(groups, change.groupId);
    assertUnseated(groups, context, [change.coupleId]);
    return new Map([[group.id, [...ids(group), change.coupleId]]]);
  };

function groupOf(groups: StoredGroup[], groupId: string): StoredGroup {
  const group = groups.find((g) => g.id === groupId);
  if (!group) throw MatchingErrors.groupNotFound();
  return group;
}

function assertUnseated(groups: StoredGroup[], context: DinnerContext, coupleIds: string[]): void {
  for (const coupleId of coupleIds) {
    if (!context.coupleById.has(coupleId)) throw MatchingErrors.notBooked(coupleId);
    const seat = groups.find((g) => ids(g).includes(coupleId));
    if (seat) throw MatchingErrors.alreadySeated(coupleId, seat.id);
  }
}
