import fc from 'fast-check';
import { db } from '../dinners/dinner-fixtures';
import { tickAll } from '../lifecycle/lifecycle-fixtures';
import { DinnerModel, HOUR, MINUTE, pick } from './dinner-model';
import { defineStep } from './step';
import { dinnerRow, now, World } from './world';

/** Where the clock may go next for a dinner, relative to its time (the deadline is its own). */
const MOMENTS = {
  minutes: null,
  deadline: null,
  reveal: -24 * HOUR,
  teaser: -12 * HOUR,
  start: 0,
  completion: 3 * HOUR + 10 * MINUTE,
} as const;
type Moment = keyof typeof MOMENTS;

/** A dinner in one of these has nothing ahead for the jobs: its moments are no stops on the way. */
const SETTLED = ['completed', 'cancelled_by_system'];

function momentsOf(row: { event_date: Date; booking_deadline: Date }): Record<Exclude<Moment, 'minutes'>, number> {
  const at = (offset: number) => row.event_date.getTime() + offset;
  return {
    deadline: row.booking_deadline.getTime() + MINUTE,
    reveal: at(MOMENTS.reveal),
    teaser: at(MOMENTS.teaser),
    start: at(MOMENTS.start),
    completion: at(MOMENTS.completion),
  };
}

/**
 * The clock passes a moment of one dinner's life (a moment already past moves it a few
 * minutes; it never goes back). On the way it stops at every moment still ahead of the
 * life's dinners (none of a completed or cancelled one, a deadline only while it takes
 * bookings) and runs every scheduled job once there, as the scheduler does each minute: a
 * jump over a deadline and a start in one tick would be an outage, not a life.
 */
export const passTime = defineStep(
  'passTime',
  [fc.nat(3), fc.constantFrom(...(Object.keys(MOMENTS) as Moment[]))],
  async (model: DinnerModel, world: World, [d, moment]: [number, Moment]) => {
    const start = now(world);
    const target = moment === 'minutes' ? start + 5 * MINUTE : momentsOf(await dinnerRow(world, pick(model.dinners, d)!.dinnerId))[moment];
    const end = Math.max(start + MINUTE, target);
    const stops = new Set<number>([end]);
    for (const dinner of model.dinners) {
      const row = await dinnerRow(world, dinner.dinnerId);
      if (SETTLED.includes(row.status)) continue;
      const { deadline, ...others } = momentsOf(row);
      // Its deadline matters only while it takes bookings.
      for (const instant of [...(row.status === 'accepting_bookings' ? [deadline] : []), ...Object.values(others)])
        if (instant > start && instant < end) stops.add(instant);
    }
    for (const stop of [...stops].sort((a, b) => a - b)) {
      world.app.clock.advance(stop - now(world));
      await tickAll(world.app);
    }
  },
);

/**
 * A job killed half-way: its instance claimed the tick and died before any step committed
 * (PostgreSQL rolled the open transaction back), leaving a run with a heartbeat nobody
 * touches. Two minutes on the run counts as abandoned and the next tick does the work.
 */
export const killedJob = defineStep(
  'killedJob',
  [fc.constantFrom('dinners.match-and-assign', 'dinners.notifications', 'dinners.close-bookings', 'dinners.complete')],
  async (_model, world, [job]: [string]) => {
    const minute = new Date(Math.floor(now(world) / MINUTE) * MINUTE);
    await db(world.app).query(
      `INSERT INTO job_runs (job_name, slot, started_at, heartbeat_at, outcome) VALUES ($1, $2, $3, $3, 'running') ON CONFLICT DO NOTHING`,
      [job, minute, new Date(now(world))],
    );
    world.app.clock.advance(3 * MINUTE);
    await tickAll(world.app);
  },
);
