import { JobCatalog } from '../../src/platform/jobs/job-catalog';
import { RestaurantsDemoData } from '../../src/modules/restaurants/adapters/demo/restaurants-demo-data';
import { seedAdmin } from '../../scripts/matching/booked-dinner';
import { createCouple, db, TestCouple } from '../dinners/dinner-fixtures';
import { TestApp } from '../support/test-app';
import { tick } from './run-job';

/**
 * A couple with a profile every other test couple is compatible with (open to all ages,
 * budgets, life stages; no dietary needs), so that matching seats all of them.
 */
export async function matchableCouple(app: TestApp, names: [string, string]): Promise<TestCouple> {
  const couple = await createCouple(app, { names });
  await db(app).query(
    `INSERT INTO couple_profiles (couple_id, life_stage_preference, dining_frequency, restaurant_price_preference, city, country, cuisine_types,
       dining_vibe, ideal_social_outing, social_age_preference, diverse_couples_preference, planning_style, communication_style)
     VALUES ($1, 'Open to all amazing couples!', 'Occasionally (2-3 times a month)', '{"Open to all price ranges!"}', 'Dublin', 'Ireland', '{Italian,Irish}',
       '{"Relaxed & Casual"}', '{"Trying new restaurants and bars"}', 'Open to all ages', '{"Open to all"}', 'A mix', 'Good flow')`,
    [couple.coupleId],
  );
  return couple;
}

/** The demo restaurants of Dublin (tables to seat the groups) and an admin to mail. */
export async function seedVenuesAndAdmin(app: TestApp): Promise<string> {
  await app.app.get(RestaurantsDemoData).seed();
  const adminId = await seedAdmin(db(app));
  const [{ email }] = await db(app).query('SELECT email FROM users WHERE id = $1', [adminId]);
  return email;
}

/** Every registered job once, in name order, as the schedule would over a minute. */
export async function tickAll(app: TestApp, afterEach: () => Promise<void> = async () => undefined): Promise<void> {
  for (const { job } of app.app.get(JobCatalog).list()) {
    await tick(app, job.name);
    await afterEach();
  }
}

/** Statuses a dinner went through, recorded without repeats. */
export class StatusHistory {
  readonly seen: string[] = [];

  constructor(
    private readonly app: TestApp,
    private readonly dinnerId: string,
  ) {}

  async record(): Promise<void> {
    const [{ status }] = await db(this.app).query('SELECT status FROM dinner_events WHERE id = $1', [this.dinnerId]);
    if (this.seen[this.seen.length - 1] !== status) this.seen.push(status);
  }
}

export interface OutboxMail {
  recipient: string;
  subject: string;
  attachments: { filename: string; content: string }[];
}

export async function outbox(app: TestApp): Promise<OutboxMail[]> {
  return db(app).query('SELECT recipient, subject, attachments FROM mail_outbox ORDER BY created_at, id');
}
