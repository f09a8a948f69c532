import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createAdmin, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';

const HOUR = 3_600_000;
const NOT_SEATED = 'We could not seat you at this dinner';

/**
 * Issue 45, readiness per table: at a dinner's start each table is decided on its own. Both
 * cases were found by the model-based test (its recorded lives, backend/test/model/regressions.ts).
 */
describe('a dinner’s start decides each table on its own', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
  });
  afterAll(() => app.close());

  const statusOf = async (dinnerId: string): Promise<string> => (await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]))[0].status;
  const bookingStatus = async (dinnerId: string, coupleId: string): Promise<string> =>
    (await db(app).query('SELECT status FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2', [dinnerId, coupleId]))[0].status;
  const mailsTo = async (couple: TestCouple, subject: string): Promise<number> =>
    (
      await db(app).query('SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ANY($1) AND subject = $2', [couple.users.map((u) => u.email), subject])
    )[0].n;

  it('a table its restaurant declined, not replaced by the start: its couples are refunded and told; the other tables dine', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    const couples: TestCouple[] = [];
    for (let n = 0; n < 8; n += 1) couples.push(await matchableCouple(app, [`Da${n}`, `Db${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.advance(2 * HOUR);
    await tickAll(app);
    const tables: { group_id: string; couple_ids: string[] }[] = await db(app).query(
      `SELECT r.group_id, array_agg(b.couple_id) AS couple_ids FROM restaurant_reservations r
         JOIN dinner_group_participants m ON m.group_id = r.group_id JOIN dinner_bookings b ON b.couple_id = m.couple_id AND b.dinner_id = r.dinner_id
       WHERE r.dinner_id = $1 AND r.status <> 'cancelled' GROUP BY r.group_id ORDER BY r.group_id`,
      [dinnerId],
    );
    expect(tables.length).toBeGreaterThan(1);
    const [declined, ...kept] = tables;
    // As the restaurant's "decline" link records it.
    await db(app).query(`UPDATE restaurant_reservations SET status = 'declined', responded_at = now() WHERE group_id = $1`, [declined.group_id]);

    app.clock.advance(48 * HOUR + 60_000);
    await tickAll(app);
    expect(await statusOf(dinnerId)).toBe('restaurant_assigned');
    for (const coupleId of declined.couple_ids) {
      expect(await bookingStatus(dinnerId, coupleId)).toBe('cancelled');
      expect(
        await mailsTo(
          couples.find((c) => c.coupleId === coupleId)!,
          NOT_SEATED,
        ),
      ).toBe(2);
    }
    for (const coupleId of kept.flatMap((table) => table.couple_ids)) {
      expect(await bookingStatus(dinnerId, coupleId)).toBe('confirmed');
      expect(
        await mailsTo(
          couples.find((c) => c.coupleId === coupleId)!,
          NOT_SEATED,
        ),
      ).toBe(0);
    }
    // Told once: the next minute changes nothing.
    app.clock.advance(60_000);
    await tickAll(app);
    expect(
      await mailsTo(
        couples.find((c) => c.coupleId === declined.couple_ids[0])!,
        NOT_SEATED,
      ),
    ).toBe(2);
  }, 180_000);

  it('a table declined before the reveal is not revealed: its couples see no place until an admin seats them elsewhere, then they are revealed there', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    const couples: TestCouple[] = [];
    for (let n = 0; n < 8; n += 1) couples.push(await matchableCouple(app, [`Ra${n}`, `Rb${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.advance(2 * HOUR);
    await tickAll(app);
    const [declined]: { group_id: string; restaurant_id: string; couple_ids: string[] }[] = await db(app).query(
      `SELECT r.group_id, r.restaurant_id, array_agg(m.couple_id) AS couple_ids FROM restaurant_reservations r JOIN dinner_group_participants m ON m.group_id = r.group_id
        WHERE r.dinner_id = $1 AND r.status <> 'cancelled' GROUP BY r.group_id, r.restaurant_id ORDER BY r.group_id LIMIT 1`,
      [dinnerId],
    );
    // As the restaurant's "decline" link records it, a day before the reveal.
    await db(app).query(`UPDATE restaurant_reservations SET status = 'declined', responded_at = $2 WHERE group_id = $1`, [declined.group_id, app.clock.now()]);
    const ofDeclined = couples.filter((couple) => declined.couple_ids.includes(couple.coupleId));
    const revealSent = async (couple: TestCouple) =>
      (await db(app).query('SELECT reveal_sent_at FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2', [dinnerId, couple.coupleId]))[0]
        .reveal_sent_at;
    const dashboard = async (couple: TestCouple) =>
      (await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couple.cookie).expect(200)).body.bookings.find(
        (booking: { dinner_id: string }) => booking.dinner_id === dinnerId,
      );

    app.clock.advance(24 * HOUR + 60_000);
    await tickAll(app);
    for (const couple of ofDeclined) {
      expect(await revealSent(couple)).toBeNull();
      expect(await dashboard(couple)).toMatchObject({ revealed: false, restaurant: null, table_number: null, other_couples: [] });
    }
    const others = couples.filter((couple) => !declined.couple_ids.includes(couple.coupleId));
    for (const couple of others) expect(await revealSent(couple)).not.toBeNull();

    // An admin seats the group at another restaurant: its couples are revealed there within a minute.
    const [other] = await db(app).query(
      `SELECT id, name FROM restaurants WHERE is_active AND city = 'Dublin' AND id <> $1 AND id NOT IN (SELECT restaurant_id FROM dinner_groups WHERE dinner_id = $2 AND restaurant_id IS NOT NULL) LIMIT 1`,
      [declined.restaurant_id, dinnerId],
    );
    await app
      .http()
      .put(`/api/admin/dinner-matches/${declined.group_id}`)
      .set('Cookie', await createAdmin(app))
      .send({ restaurant_id: other.id, confirm_changes: true })
      .expect(200);
    app.clock.advance(60_000);
    await tickAll(app);
    for (const couple of ofDeclined) {
      expect(await revealSent(couple)).not.toBeNull();
      expect((await dashboard(couple)).restaurant.name).toBe(other.name);
    }
  });

  it('a closed dinner whose time came before it was matched is cancelled and refunded, and does not hold up the other dinners’ starts', async () => {
    const never = await createDinner(app, { eventInHours: 30, deadlineInHours: 1 });
    const waiting: TestCouple[] = [];
    for (let n = 0; n < 3; n += 1) waiting.push(await matchableCouple(app, [`Na${n}`, `Nb${n}`]));
    for (const couple of waiting) await bookAndPay(app, couple, never);
    // The schedule was down from before the deadline until after the start.
    app.clock.advance(30 * HOUR + 60_000);
    await tickAll(app);
    expect(await statusOf(never)).toBe('cancelled_by_system');
    for (const couple of waiting) expect(await bookingStatus(never, couple.coupleId)).toBe('cancelled');
  }, 180_000);
});
