import fc from 'fast-check';
import type { Response } from 'supertest';
import { DinnerModel } from './dinner-model';
import { checkPromises } from './promises';
import { World } from './world';

/**
 * One operation of the walk. Its label names it with the raw numbers fast-check drew (so a
 * shrunk sequence reads as it replays); `act` does it through the app and updates the model
 * only with what the app accepted; after it, every promise is checked (unless it only read:
 * then nothing changed since the last check).
 */
export class Step implements fc.AsyncCommand<DinnerModel, World> {
  constructor(
    private readonly label: string,
    private readonly act: (model: DinnerModel, world: World) => Promise<void>,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: DinnerModel, world: World): Promise<void> {
    model.log.push(this.label);
    const before = { writes: world.writes(), clock: world.app.clock.now().getTime() };
    await this.act(model, world);
    // A step that asked the app for no change and left the clock leaves the state the last check judged.
    if (world.writes() === before.writes && world.app.clock.now().getTime() === before.clock) return;
    await checkPromises(model, world, this.label);
  }

  toString(): string {
    return this.label;
  }
}

/** An operation of the walk: drawn at random, or rebuilt from a label a failure printed. */
export interface StepKind {
  name: string;
  arbitrary: fc.Arbitrary<Step>;
  /** The step a label names, e.g. `passTime(0, "deadline")`, with the numbers it was drawn with. */
  replay(args: unknown[]): Step;
}

// The drawn values, typed by each step as its draws give them.
type Act = (model: DinnerModel, world: World, args: any) => Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A step kind whose label is its name and its drawn values, so that a label replays as it ran. */
export function defineStep(name: string, draws: fc.Arbitrary<unknown>[], act: Act): StepKind {
  const make = (args: unknown[]) => new Step(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`, (model, world) => act(model, world, args));
  return { name, arbitrary: fc.tuple(...draws).map(make), replay: make };
}

/** Parses `name(args…)` as printed in a failure's sequence. */
export function parseLabel(label: string): { name: string; args: unknown[] } {
  const match = /^(\w+)\((.*)\)$/.exec(label.trim());
  if (!match) throw new Error(`Not a step label: ${label}`);
  return { name: match[1], args: JSON.parse(`[${match[2]}]`) };
}

/**
 * A refusal (4xx) is the app saying no, which the walk accepts; a 500 never is, nor a 401:
 * every actor of the walk is signed in, and a step refused for that would pass as a no.
 */
export function accepted(response: Response, what: string): boolean {
  if (response.status >= 500 || response.status === 401) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.status < 300;
}
