import { DiningHistorySource } from './dining-history-source';
import { SettableClock } from '../../../platform/clock/clock';
import { Heartbeats } from '../../../platform/jobs/heartbeat';
import type { UnitOfWork } from '../../../platform/database/unit-of-work';
import type { AiMatcher } from './ai-matcher';
import type { DinnerContextLoader } from './dinner-context';
import type { DinnerGroupStore } from './dinner-group-store';
import type { MatchingDinners } from './matching-dinners';
import type { MatchingEngine } from './matching-engine';
import type { MatchingRunStore } from './matching-run-store';
import { MATCHING_HEARTBEAT_MS, RunMatching } from './run-matching';
import type { EventLog } from '../../../platform/events/event-log';

/** Heartbeats the test beats by hand, as the interval would every `everyMs`. */
class HandHeartbeats extends Heartbeats {
  readonly intervals: number[] = [];
  private readonly running = new Set<() => Promise<void>>();

  start(beat: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): () => void {
    const tick = () => beat().catch(onError);
    this.intervals.push(everyMs);
    this.running.add(tick);
    return () => {
      this.running.delete(tick);
    };
  }

  async beat(): Promise<void> {
    for (const tick of this.running) await tick();
  }
}

/** Lets every promise the run has in flight take its next steps. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RunMatching: the heartbeat of a running run', () => {
  it('touches its run every 15 seconds while it works, on the injected clock, and stops when it ends', async () => {
    const clock = new SettableClock(new Date('2026-12-01T10:00:00Z'));
    let failLoading: (error: Error) => void = () => undefined;
    const runs = { start: jest.fn().mockResolvedValue('run-1'), beat: jest.fn().mockResolvedValue(undefined), fail: jest.fn().mockResolvedValue(undefined) };
    const contexts = {
      dinner: jest.fn().mockResolvedValue({ id: 'dinner-1', status: 'booking_closed', revealed: false }),
      // Loading the couples hangs, as a long run (an AI call) does, until the test ends it.
      load: jest.fn(() => new Promise((_, reject) => (failLoading = reject))),
    };
    const groups = { listGroups: jest.fn().mockResolvedValue([]) };
    const heartbeats = new HandHeartbeats();
    const matching = new RunMatching(
      contexts as unknown as DinnerContextLoader,
      {} as MatchingEngine,
      {} as AiMatcher,
      groups as unknown as DinnerGroupStore,
      runs as unknown as MatchingRunStore,
      {} as MatchingDinners,
      {} as EventLog,
      {} as UnitOfWork,
      clock,
      {} as DiningHistorySource,
      heartbeats,
    );

    const running = matching.execute({ dinnerId: 'dinner-1', startedByUserId: 'admin-1' });
    await settle();
    expect(heartbeats.intervals).toEqual([MATCHING_HEARTBEAT_MS]);
    expect(runs.start).toHaveBeenCalledWith(expect.objectContaining({ dinnerId: 'dinner-1', trigger: 'admin' }), new Date('2026-12-01T09:59:15Z'));

    for (const beat of [1, 2, 3]) {
      clock.advance(MATCHING_HEARTBEAT_MS);
      await heartbeats.beat();
      expect(runs.beat).toHaveBeenCalledTimes(beat);
      expect(runs.beat).toHaveBeenLastCalledWith('run-1', clock.now());
    }

    failLoading(new Error('killed'));
    await expect(running).rejects.toThrow('killed');
    await heartbeats.beat();
    expect(runs.beat).toHaveBeenCalledTimes(3);
    expect(runs.fail).toHaveBeenCalledWith('run-1', 'killed', clock.now());
  });
});
