import fc from 'fast-check';
import { TestApp } from '../support/test-app';
import * as admin from './admin-steps';
import { killedJob, passTime } from './clock-steps';
import * as couple from './couple-steps';
import { DinnerModel } from './dinner-model';
import { parseLabel } from './step';
import { checkPromises } from './promises';
import { LifeShape, Run, startLife, World } from './world';

export interface WalkOptions {
  runs: number;
  seed?: number;
  path?: string;
  /** Steps per life at most. */
  steps: number;
  /** Couples per dinner at most (4–20). */
  maxCouples: number;
  /** Say every tenth life walked (shrinking included) on stderr. */
  progress?: boolean;
  /** Which of the side-by-side walks this is, for its progress lines. */
  lane?: number;
}

/** The operations people really do, weighted roughly as often as they happen. */
const STEPS = [
  { kind: couple.book, weight: 4 },
  { kind: couple.failToPay, weight: 1 },
  { kind: couple.cancel, weight: 2 },
  { kind: couple.joinStandby, weight: 1 },
  { kind: couple.deleteAccount, weight: 1 },
  { kind: couple.seeYouAgain, weight: 1 },
  { kind: admin.supportCancel, weight: 1 },
  { kind: admin.supportRefund, weight: 1 },
  { kind: admin.supportMove, weight: 1 },
  { kind: admin.runMatching, weight: 2 },
  { kind: admin.moveCouple, weight: 2 },
  { kind: admin.removeCouple, weight: 2 },
  { kind: admin.addCouple, weight: 2 },
  { kind: admin.assignRestaurant, weight: 1 },
  { kind: admin.reschedule, weight: 1 },
  { kind: admin.cancelDinner, weight: 1 },
  { kind: admin.editRestaurant, weight: 1 },
  { kind: admin.restaurantAnswers, weight: 2 },
  { kind: passTime, weight: 6 },
  { kind: killedJob, weight: 1 },
];

/** One to three dinners of 4 to maxCouples couples, most of them paid; deadlines and times apart. */
export function lifeShape(maxCouples: number): fc.Arbitrary<LifeShape> {
  const dinner = fc.integer({ min: 4, max: Math.max(4, maxCouples) }).chain((couples) =>
    fc.record({
      couples: fc.constant(couples),
      paid: fc.integer({ min: Math.min(3, couples), max: couples }),
      // Before the reveal window, or inside it (the run that seats such a dinner reveals it at once).
      hoursFromDeadlineToEvent: fc.constantFrom(26, 2),
      eventInHours: fc.constantFrom(28, 50, 80),
    }),
  );
  return fc.record({ dinners: fc.array(dinner, { minLength: 1, maxLength: 3 }) });
}

/**
 * Random lives of a few dinners, each a sequence of steps through the real app, every
 * promise checked after each step. A failure throws fast-check's report: the seed, the path
 * and the shrunk sequence (each step's label), which `npm run test:model -- --seed S --path P` replays.
 */
export async function walk(app: TestApp, run: Run, options: WalkOptions): Promise<void> {
  let lives = 0;
  const property = fc.asyncProperty(
    lifeShape(options.maxCouples),
    fc.commands(
      STEPS.flatMap((step) => Array.from({ length: step.weight }, () => step.kind.arbitrary)),
      { maxCommands: options.steps },
    ),
    async (shape, steps) => {
      const { world, model } = await startLife(app, run, shape);
      await checkPromises(model, world, 'the start');
      await fc.asyncModelRun(() => ({ model, real: world }), steps);
      lives += 1;
      if (options.progress && lives % 10 === 0) process.stderr.write(`model, lane ${options.lane ?? 0}: ${lives} lives walked\n`);
    },
  );
  await fc.assert(property, {
    numRuns: options.runs,
    seed: options.seed,
    path: options.path,
    endOnFailure: options.path !== undefined,
    verbose: fc.VerbosityLevel.Verbose,
    includeErrorInReport: true,
  });
}

/** A life found once, replayed step by step from the labels its failure printed (regressions.ts). */
export async function replayLife(app: TestApp, run: Run, shape: LifeShape, labels: string[]): Promise<void> {
  const { world, model } = await startLife(app, run, shape);
  await checkPromises(model, world, 'the start');
  for (const label of labels) {
    const { name, args } = parseLabel(label);
    const kind = STEPS.find((step) => step.kind.name === name)?.kind;
    if (!kind) throw new Error(`No step ${name}`);
    await kind.replay(args).run(model, world);
  }
}

export type { DinnerModel, World };
