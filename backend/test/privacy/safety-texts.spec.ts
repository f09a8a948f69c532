import type { DataSource } from 'typeorm';
import { DinnerGroups } from '../../src/modules/matching';
import { bookAndPay, createCouple, createDinner, createSignedInAdmin, db, ensureRestaurant, TestCouple } from '../dinners/dinner-fixtures';
import { tablesMentioning } from '../support/schema-scan';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

/**
 * Issue 47's gap: erasing or purging a person scrubbed their ids from safety's rows but not the
 * words naming them in reports, admins' notes, action reasons and appeals (nor the copies of a
 * reason in the couple's standing and the action's event). docs/support-and-privacy.md, "Erasure".
 */
describe("erasing a person named in safety's free texts", () => {
  let app: TestApp;
  let dataSource: DataSource;
  let admin: { id: string; cookie: string };
  let reporters: TestCouple;
  let reported: TestCouple;
  let reportId: string;

  const post = (cookie: string, path: string, body: object) => app.http().post(path).set('Cookie', cookie).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = db(app);
    admin = await createSignedInAdmin(app);
    reporters = await createCouple(app, { names: ['Wilhelmina', 'Barnaby'], lastName: 'Quillfeather' });
    reported = await createCouple(app, { names: ['Ottoline', 'Peregrine'], lastName: 'Fairweather' });
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings = [await bookAndPay(app, reporters, dinnerId), await bookAndPay(app, reported, dinnerId)];
    const restaurant = await ensureRestaurant(app, { name: 'The Long Table' });
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber: 1,
      compatibilityScore: 80,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: [reporters, reported].map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    });
    app.clock.advance(49 * HOUR);
    await post(reporters.cookie, `/api/user/dinner/${dinnerId}/reports`, {
      user_id: reported.users[0].id,
      category: 'disrespectful',
      description: 'Peregrine shouted at Barnaby all evening.',
    }).expect(201);
    [{ id: reportId }] = await dataSource.query(`SELECT id FROM couple_reports WHERE reported_couple_id = $1`, [reported.coupleId]);
    await post(admin.cookie, `/api/admin/safety/reports/${reportId}/notes`, { text: 'Called Wilhelmina: she confirms Peregrine shouted.' }).expect(201);
    await post(admin.cookie, `/api/admin/safety/reports/${reportId}/actions`, {
      action: 'suspend',
      reason: 'Peregrine shouted at Barnaby.',
      suspended_until: new Date(app.clock.now().getTime() + 30 * 24 * HOUR).toISOString(),
    }).expect(201);
    await post(reported.cookie, '/api/user/suspension/appeal', { text: 'Barnaby provoked Peregrine first.' }).expect(201);
  });
  afterAll(() => app.close());

  it('removes the words naming an erased member from reports, notes, reasons and appeals, and keeps what happened', async () => {
    const peregrine = reported.users[1];
    expect(Object.keys(await tablesMentioning(dataSource, ['Peregrine'])).sort()).toEqual(
      expect.arrayContaining(['couple_reports', 'safety_notes', 'safety_actions', 'couple_standings', 'event_log']),
    );

    await app.http().delete(`/api/admin/users/${peregrine.id}`).set('Cookie', admin.cookie).expect(200);

    expect(await tablesMentioning(dataSource, [peregrine.firstName, peregrine.email])).toEqual({});
    const [report] = await dataSource.query(`SELECT description FROM couple_reports WHERE id = $1`, [reportId]);
    expect(report.description).toBe('[removed] shouted at Barnaby all evening.');
    const [note] = await dataSource.query(`SELECT text FROM safety_notes WHERE report_id = $1`, [reportId]);
    expect(note.text).toBe('Called Wilhelmina: she confirms [removed] shouted.');
    const [action] = await dataSource.query(`SELECT reason, appeal_text FROM safety_actions WHERE report_id = $1`, [reportId]);
    expect(action).toEqual({ reason: '[removed] shouted at Barnaby.', appeal_text: 'Barnaby provoked [removed] first.' });
    // Ottoline stays, and so does her couple's standing, without her partner's name.
    const me = (await app.http().get('/api/auth/me').set('Cookie', reported.cookie).expect(200)).body;
    expect(me.suspension_reason).toBe('[removed] shouted at Barnaby.');
  });

  it('leaves no word naming anyone purged in the log of safety actions', async () => {
    const needles = [...reporters.users, ...reported.users].flatMap((user) => [user.firstName, user.email]);
    expect(Object.keys(await tablesMentioning(dataSource, needles))).toContain('event_log');

    await app.http().post('/api/admin/purge/users').set('Cookie', admin.cookie).expect(200);

    expect(await tablesMentioning(dataSource, needles)).toEqual({});
    const events = await dataSource.query(`SELECT payload->>'reason' AS reason FROM event_log WHERE type = 'safety.action_taken'`);
    expect(events).toEqual([{ reason: '[erased]' }]);
  });
});
