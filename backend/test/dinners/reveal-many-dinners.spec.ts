import { Client } from 'pg';
import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { DinnerGroups } from '../../src/modules/matching';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db, ensureRestaurant } from './dinner-fixtures';

const HOUR = 3_600_000;

describe('the reveal of many dinners at once (issue 50)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A dinner `eventInHours` ahead with one paid couple seated at a restaurant. */
  async function seatedDinner(eventInHours: number, tableNumber: number): Promise<{ dinnerId: string; bookingId: string }> {
    const restaurant = await ensureRestaurant(app, { name: 'The Friday Table', tablesPerNight: 4 });
    const dinnerId = await createDinner(app, { eventInHours, deadlineInHours: 20 });
    const couple = await createCouple(app);
    const bookingId = await bookAndPay(app, couple, dinnerId);
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber,
      compatibilityScore: 80,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: [{ coupleId: couple.coupleId, bookingId }],
    });
    return { dinnerId, bookingId };
  }

  const revealed = async (bookingId: string) =>
    ((await db(app).query('SELECT reveal_sent_at FROM dinner_bookings WHERE id = $1', [bookingId])) as { reveal_sent_at: Date | null }[])[0].reveal_sent_at !==
    null;

  it('reveals one dinner while another waits for its groups, instead of one dinner after the other', async () => {
    // The job takes the latest dinner first: the held one.
    const held = await seatedDinner(31, 1);
    const free = await seatedDinner(30, 2);
    app.clock.advance(8 * HOUR);
    // An admin's change to the held dinner's groups, not yet committed, holds its group lock.
    const admin = new Client({ connectionString: app.database.target.url });
    await admin.connect();
    await admin.query('BEGIN');
    await admin.query(`SELECT pg_advisory_xact_lock(hashtext('dinner-groups:' || $1))`, [held.dinnerId]);
    const run = app.app.get(SendDinnerNotifications).execute();
    let freeRevealedMeanwhile = false;
    try {
      // A bounded number of looks: one dinner after the other, the free one waits behind the held one for ever.
      for (let looks = 0; looks < 150 && !freeRevealedMeanwhile; looks += 1) {
        freeRevealedMeanwhile = await revealed(free.bookingId);
        if (!freeRevealedMeanwhile) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await revealed(held.bookingId)).toBe(false);
    } finally {
      await admin.query('COMMIT');
      await admin.end();
    }
    expect(await run).toEqual({ reveals: 2, teasers: 0 });
    expect(freeRevealedMeanwhile).toBe(true);
    expect(await revealed(held.bookingId)).toBe(true);
  });
});
