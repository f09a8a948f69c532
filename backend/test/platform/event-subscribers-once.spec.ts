import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { DinnerGroups } from '../../src/modules/matching';
import { EventDispatcher } from '../../src/platform/events/event-dispatcher';
import { bookAndPay, createAdmin, createCouple, createDinner, db, ensureRestaurant, TestCouple } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

/**
 * Issue 45: the schedule's mails (reveal, teaser) and a matching run's "not found your table"
 * mail are subscribers of the events their use cases append, each handled exactly once: the
 * same event handed to its subscriber again (its cursor moved back) sends nothing twice.
 */
describe('mail subscribers handle each event once', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const count = async (subject: string, couples: TestCouple[]) =>
    (
      await db(app).query(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject = $1 AND recipient = ANY($2)`, [
        subject,
        couples.flatMap((couple) => couple.users.map((user) => user.email)),
      ])
    )[0].n as number;
  /** Hands the subscriber every event of the type again, from before the first, as a cursor moved back would. */
  const replay = async (subscriber: string, type: string) => {
    const [{ before }] = await db(app).query(`SELECT min(position) - 1 AS before FROM event_log WHERE type = $1`, [type]);
    await db(app).query(`UPDATE event_subscriptions SET position = $2 WHERE name = $1`, [subscriber, before]);
    const report = await app.app.get(EventDispatcher).dispatch();
    expect(report.failures).toEqual([]);
    const [{ position }] = await db(app).query(`SELECT position FROM event_subscriptions WHERE name = $1`, [subscriber]);
    expect(Number(position)).toBeGreaterThan(Number(before));
  };

  it('mails the reveal and the teaser once per member, from booking.revealed and booking.teaser_due, however often replayed', async () => {
    const couples = [await createCouple(app, { names: ['Aoife', 'Cian'] }), await createCouple(app, { names: ['Niamh', 'Darragh'] })];
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings: string[] = [];
    for (const couple of couples) bookings.push(await bookAndPay(app, couple, dinnerId));
    const restaurant = await ensureRestaurant(app, { name: 'The Once Table', address: '1 Single Lane', tablesPerNight: 2 });
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber: 3,
      compatibilityScore: 80,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: couples.map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    });
    const notify = () => app.app.get(SendDinnerNotifications).execute();

    app.clock.advance(24 * HOUR);
    expect(await notify()).toMatchObject({ reveals: 2 });
    expect(await count('Your surprise dinner is revealed', couples)).toBe(4);
    const [reveal] = await db(app).query(`SELECT text FROM mail_outbox WHERE subject = 'Your surprise dinner is revealed' AND recipient = $1`, [
      couples[0].users[0].email,
    ]);
    expect(reveal.text).toContain('The Once Table');
    await replay('dinners.notification-mails', 'booking.revealed');
    expect(await notify()).toEqual({ reveals: 0, teasers: 0 });
    expect(await count('Your surprise dinner is revealed', couples)).toBe(4);

    app.clock.advance(12 * HOUR);
    expect(await notify()).toMatchObject({ teasers: 2 });
    expect(await count('Your surprise dinner is almost here', couples)).toBe(4);
    await replay('dinners.notification-mails', 'booking.teaser_due');
    expect(await count('Your surprise dinner is almost here', couples)).toBe(4);
    expect(await count('Your surprise dinner is revealed', couples)).toBe(4);
  });

  it('mails the couples a run could not seat once, from dinner.couples_unmatched, however often replayed', async () => {
    const admin = await createAdmin(app);
    // Couples without a profile: no group can be formed for them.
    const couples = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 2 });
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.advance(3 * HOUR);
    await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true`).set('Cookie', admin).expect(200);
    expect(await count('We have not found your table yet', couples)).toBe(4);
    const [event] = await db(app).query(`SELECT payload, actor_type FROM event_log WHERE type = 'dinner.couples_unmatched' AND aggregate_id = $1`, [dinnerId]);
    expect(event.actor_type).toBe('admin');
    expect([...event.payload.coupleIds].sort()).toEqual(couples.map((couple) => couple.coupleId).sort());
    await replay('matching.unmatched-mails', 'dinner.couples_unmatched');
    expect(await count('We have not found your table yet', couples)).toBe(4);
    // A run again tells nobody twice: the couples were told, no new event.
    await app.http().post(`/api/admin/matching/run/${dinnerId}`).set('Cookie', admin).expect(200);
    expect(await count('We have not found your table yet', couples)).toBe(4);
  });
});
