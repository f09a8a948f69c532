import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Heartbeats } from '../../../platform/jobs/heartbeat';
import { MatchingAlgorithm } from '../domain/matching-algorithm';
import { assertGroupsChangeable, dinnerStatusAfterMatching, MatchingErrors, seedOf } from '../domain/matching-outcome';
import { AiMatcher } from './ai-matcher';
import { DinnerContext, DinnerContextLoader } from './dinner-context';
import { DiningHistorySource } from './dining-history-source';
import type { GroupView } from './dinner-match-results';
import { DinnerGroupStore, GroupDraft, UnmatchedReason } from './dinner-group-store';
import { DinnerToMatch, MatchingDinners } from './matching-dinners';
import { MatchingEngine, MatchingOutcome } from './matching-engine';
import { MatchingRunStore, MatchingRunTrigger } from './matching-run-store';
import { EventLog, type EventActor } from '../../../platform/events/event-log';
import { COUPLES_UNMATCHED_EVENT, CouplesUnmatched } from '../domain/matching-events';
import { unmatchedRecord } from './unmatched-wording';
import { editedGroupsText } from './change-answers';
import { matchingMessages } from './matching-messages';
import { DEFAULT_LANGUAGE, Language } from '../../../kernel/languages';

export interface RunMatchingCommand {
  dinnerId: string;
  /** The admin who asked; null for a script or the schedule. */
  startedByUserId: string | null;
  /** Default: admin when an admin asked, script otherwise. */
  trigger?: MatchingRunTrigger;
  /** Replace groups an admin has edited. */
  force?: boolean;
  /** The admin confirmed closing the bookings of a dinner still taking them ("Close bookings now and match?"). */
  closeBookings?: boolean;
  /** Default: a seed derived from the dinner id (same dinner, same groups). */
  seed?: number;
  /** The language a refusal is worded in (English when not given). */
  language?: Language;
}

export interface MatchingRunReport {
  runId: string;
  dinnerId: string;
  /** Ages on the match screens are computed on it. */
  eventDate: Date;
  seed: number;
  algorithm: MatchingAlgorithm;
  model: string | null;
  fallbackReason: string | null;
  dinnerStatus: string;
  totalCouples: number;
  matchedGroups: number;
  matchedCouples: number;
  unmatchedCouples: number;
  unassignedGroups: number;
  /** The stored groups with their couples and restaurants, as the match screens show them. */
  groups: GroupView[];
  /** Milliseconds spent loading, solving and storing. */
  phases: { load: number; solve: number; store: number };
}

/** A running run's process touches it this often (an AI call can take minutes). */
export const MATCHING_HEARTBEAT_MS = 15_000;
/** A running run not touched for this long belongs to a process that died (kill -9): it stops blocking its dinner within a minute. */
export const STALE_MATCHING_RUN_MS = 45_000;

/**
 * Runs matching for a dinner: loads its paid couples, their past dinners (who shared a table,
 * the ratings given) and the city's free tables, runs the engine (AI first when configured), and in one transaction replaces the dinner's groups,
 * records the unmatched couples (mailing those newly left out) and moves the dinner on.
 */
@Injectable()
export class RunMatching {
  private readonly logger = new Logger(RunMatching.name);

  constructor(
    private readonly contexts: DinnerContextLoader,
    private readonly engine: MatchingEngine,
    private readonly ai: AiMatcher,
    private readonly groups: DinnerGroupStore,
    private readonly runs: MatchingRunStore,
    private readonly dinners: MatchingDinners,
    private readonly log: EventLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: DiningHistorySource,
    private readonly heartbeats: Heartbeats,
  ) {}

  async execute(command: RunMatchingCommand): Promise<MatchingRunReport> {
    const dinner = await this.openedForMatching(command);
    assertGroupsChangeable(dinner);
    if (!command.force) await this.refuseEditedGroups(dinner.id, command.language);
    const seed = command.seed ?? seedOf(dinner.id);
    const startedAt = this.clock.now();
    const trigger = command.trigger ?? (command.startedByUserId ? 'admin' : 'script');
    const staleBefore = new Date(startedAt.getTime() - STALE_MATCHING_RUN_MS);
    const runId = await this.runs.start({ dinnerId: dinner.id, startedByUserId: command.startedByUserId, trigger, seed, startedAt }, staleBefore);
    if (!runId) throw MatchingErrors.alreadyRunning();
    const stopHeartbeat = this.heartbeats.start(
      () => this.runs.beat(runId, this.clock.now()),
      MATCHING_HEARTBEAT_MS,
      (error) => this.logger.warn({ msg: 'matching run heartbeat failed', runId, error: error instanceof Error ? error.message : String(error) }),
    );
    try {
      return await this.runAndStore(runId, command, seed, startedAt);
    } catch (error) {
      await this.runs.fail(runId, error instanceof Error ? error.message : String(error), this.clock.now());
      throw error;
    } finally {
      stopHeartbeat();
    }
  }

  private async runAndStore(runId: string, command: RunMatchingCommand, seed: number, startedAt: Date): Promise<MatchingRunReport> {
    const t0 = performance.now();
    const context = await this.contexts.load(command.dinnerId);
    const matchable = context.couples.filter((c) => c.profile);
    const history = await this.history.forCouples(
      matchable.map((c) => c.coupleId),
      context.dinner.eventDate,
    );
    const t1 = performance.now();
    const outcome = await this.engine.run({
      couples: matchable.map((c) => ({ ...c.profile!, label: context.label(c.coupleId) })),
      restaurants: context.assignable(),
      seed,
      onDate: context.dinner.eventDate,
      useAi: true,
      history,
      withPairScores: false,
    });
    const t2 = performance.now();
    const drafts = this.drafts(runId, context, outcome);
    const unmatched: UnmatchedReason[] = [
      ...outcome.unmatched.map((u) => ({ coupleId: u.id, ...unmatchedRecord(u.cause), notifiedAt: null })),
      ...context.couples.filter((c) => !c.profile).map((c) => ({ coupleId: c.coupleId, ...unmatchedRecord({ kind: 'no_profile' }), notifiedAt: null })),
    ];
    const dinnerStatus = dinnerStatusAfterMatching({
      unmatchedCouples: unmatched.length,
      groups: drafts.length,
      groupsWithoutRestaurant: outcome.unassignedGroups.length,
    });
    const groupIds = await this.unitOfWork.run(async () => {
      await this.groups.lockDinner(context.dinner.id);
      if (!command.force) await this.refuseEditedGroups(context.dinner.id, command.language);
      const previous = await this.groups.listGroups(context.dinner.id);
      await this.groups.deleteGroups(previous.map((g) => g.id));
      const ids = await this.groups.insertGroups(drafts);
      const by = command.trigger === 'schedule' ? 'schedule' : 'admin';
      await this.recordUnmatched(context, unmatched, { type: by, id: by === 'admin' ? (command.startedByUserId ?? null) : null });
      await this.dinners.recordStatus(context.dinner.id, dinnerStatus, 'run', by, by === 'admin' ? command.startedByUserId : null);
      return ids;
    });
    const t3 = performance.now();
    const report: MatchingRunReport = {
      runId,
      dinnerId: context.dinner.id,
      eventDate: context.dinner.eventDate,
      seed,
      algorithm: outcome.algorithm,
      model: outcome.aiModel,
      fallbackReason: outcome.aiFallbackReason,
      dinnerStatus,
      totalCouples: context.couples.length,
      matchedGroups: drafts.length,
      matchedCouples: drafts.reduce((n, g) => n + g.participants.length, 0),
      unmatchedCouples: unmatched.length,
      unassignedGroups: outcome.unassignedGroups.length,
      groups: drafts.map((draft, n) => ({
        group: {
          ...draft,
          id: groupIds[n],
          status: draft.restaurantId ? 'restaurant_assigned' : 'matched',
          createdAt: startedAt,
          participants: draft.participants.map((p) => ({ ...p, participationStatus: 'invited' })),
        },
        couples: draft.participants.map((p) => context.coupleById.get(p.coupleId)!),
        restaurant: draft.restaurantId ? (context.restaurantById.get(draft.restaurantId) ?? null) : null,
      })),
      phases: { load: Math.round(t1 - t0), solve: Math.round(t2 - t1), store: Math.round(t3 - t2) },
    };
    await this.runs.succeed(runId, {
      algorithm: report.algorithm,
      model: report.model,
      fallbackReason: report.fallbackReason,
      objective: outcome.objective,
      totalCouples: report.totalCouples,
      matchedGroups: report.matchedGroups,
      matchedCouples: report.matchedCouples,
      unmatchedCouples: report.unmatchedCouples,
      unassignedGroups: report.unassignedGroups,
      finishedAt: this.clock.now(),
      durationMs: this.clock.now().getTime() - startedAt.getTime(),
    });
    this.logger.log({ msg: 'matching run', ...report, groups: report.groups.length });
    return report;
  }

  /** Groups with the restaurant tables the engine chose, renumbered around the tables other dinners hold that night. */
  private drafts(runId: string, context: DinnerContext, outcome: MatchingOutcome): GroupDraft[] {
    const freeNumbers = new Map(context.restaurants.map((r) => [r.id, context.freeTableNumbers(r)]));
    return outcome.groups.map((g) => ({
      dinnerId: context.dinner.id,
      restaurantId: g.restaurantId,
      tableNumber: g.restaurantId && g.tableNumber ? freeNumbers.get(g.restaurantId)![g.tableNumber - 1] : null,
      compatibilityScore: g.score,
      matchingAlgorithm: g.algorithm,
      matchReasoning: g.reasoning,
      runId,
      editedAt: null,
      ruleOverrides: [],
      participants: g.coupleIds.map((coupleId) => ({ coupleId, bookingId: context.coupleById.get(coupleId)!.bookingId })),
    }));
  }

  /** Keeps who was already told they are unmatched; the others are recorded as newly unmatched, which its subscriber mails them. */
  private async recordUnmatched(context: DinnerContext, unmatched: UnmatchedReason[], actor: EventActor): Promise<void> {
    const told = new Map((await this.groups.unmatchedReasons(context.dinner.id)).map((r) => [r.coupleId, r.notifiedAt]));
    const now = this.clock.now();
    const rows = unmatched.map((u) => ({ ...u, notifiedAt: told.get(u.coupleId) ?? now }));
    await this.groups.replaceUnmatchedReasons(context.dinner.id, rows);
    const fresh = unmatched.filter((u) => !told.get(u.coupleId)).map((u) => u.coupleId);
    if (fresh.length === 0) return;
    const { dinner } = context;
    const payload: CouplesUnmatched = {
      dinnerId: dinner.id,
      coupleIds: fresh,
      city: dinner.city,
      eventDate: dinner.eventDate.toISOString(),
      timeZone: dinner.timeZone,
      revealed: dinner.revealed,
      revealAt: dinner.revealAt.toISOString(),
    };
    await this.log.append({ type: COUPLES_UNMATCHED_EVENT, aggregateType: 'dinner', aggregateId: dinner.id, payload, actor });
  }

  /**
   * A dinner still taking bookings is matched only once an admin confirmed closing them:
   * without that it stays open (couples may still book), and the answer asks the question.
   */
  private async openedForMatching(command: RunMatchingCommand): Promise<DinnerToMatch> {
    const dinner = await this.contexts.dinner(command.dinnerId);
    if (dinner.status !== 'accepting_bookings') return dinner;
    if (!command.closeBookings || !command.startedByUserId) throw MatchingErrors.dinnerOpen(dinner.bookingDeadline);
    await this.dinners.closeBookings(dinner.id, command.startedByUserId);
    return this.contexts.dinner(command.dinnerId);
  }

  private async refuseEditedGroups(dinnerId: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const edited = (await this.groups.listGroups(dinnerId)).filter((g) => g.editedAt).map((g) => g.id);
    if (edited.length) throw MatchingErrors.editedGroups(editedGroupsText(matchingMessages.in(language), edited), edited);
  }
}
