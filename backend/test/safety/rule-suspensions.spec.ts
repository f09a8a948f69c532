import { DinnerGroups } from '../../src/modules/matching';
import { NoShowSuspensions } from '../../src/modules/safety/application/no-show-suspensions';
import { EventDispatcher } from '../../src/platform/events/event-dispatcher';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, createSignedInAdmin, db, ensureRestaurant, TestCouple } from '../dinners/dinner-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const longDate = (date: Date) => new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * Issue 47's gaps (docs/trust-and-safety.md): the appeal of a suspension the no-show rule made
 * (no report behind it) reaches the Safety queue, labelled, with the couple's no-shows, and the
 * admin acts on it; "Lift suspension" ends a rule's or a report's suspension before its date.
 */
describe('suspensions by the no-show rule, their appeals, and lifting a suspension', () => {
  let app: TestApp;
  let admin: { id: string; cookie: string };
  let absent: TestCouple;
  let noShowDinners: string[];

  const get = (cookie: string, path: string) => app.http().get(path).set('Cookie', cookie);
  const post = (cookie: string, path: string, body: object) => app.http().post(path).set('Cookie', cookie).send(body);
  const queue = async () => (await get(admin.cookie, '/api/admin/safety/reports').expect(200)).body;
  const mailsTo = (couple: TestCouple, subject: string): Promise<{ text: string }[]> =>
    db(app).query(`SELECT text FROM mail_outbox WHERE subject = $1 AND recipient = ANY($2) ORDER BY recipient`, [
      subject,
      couple.users.map((u) => u.email.toLowerCase()),
    ]);
  const book = async (couple: TestCouple) =>
    post(couple.cookie, '/api/user/bookings', { dinner_id: await createDinner(app, { eventInHours: 24 * 20, deadlineInHours: 24 * 19 }) });

  /** A past dinner the couple booked and was marked as not coming to. */
  async function noShowAt(couple: TestCouple, daysAgo: number): Promise<string> {
    const dinnerId = await createDinner(app, { eventInHours: -24 * daysAgo, deadlineInHours: -24 * daysAgo - 24 });
    const [{ id }] = await db(app).query(
      `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'attended', now()) RETURNING id`,
      [dinnerId, couple.coupleId, couple.users[0].id],
    );
    await db(app).query(
      `INSERT INTO dinner_attendance (booking_id, dinner_id, couple_id, status, marked_by, marked_at) VALUES ($1, $2, $3, 'no_show', 'restaurant', now())`,
      [id, dinnerId, couple.coupleId],
    );
    return dinnerId;
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createSignedInAdmin(app);
    absent = await createCouple(app, { names: ['Fionnuala', 'Tadhg'] });
    noShowDinners = [await noShowAt(absent, 60), await noShowAt(absent, 10)];
    // The rule's consequence, as its subscriber runs it when dinners records couple.no_show_limit_reached.
    await app.app.get(NoShowSuspensions).suspendFor({ coupleId: absent.coupleId, noShows: 2, windowMonths: 12 }, 90);
    await app.app.get(EventDispatcher).dispatch();
  });
  afterAll(() => app.close());

  it("puts the appeal of a no-show suspension in the Safety queue, labelled as such, with the couple's no-show history", async () => {
    expect((await queue()).rule_appeals).toEqual([]);
    await post(absent.cookie, '/api/user/suspension/appeal', { text: 'The second dinner: our car broke down, we phoned the restaurant.' }).expect(201);

    const [entry, ...others] = (await queue()).rule_appeals;
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      rule: 'no_show',
      couple: { couple_id: absent.coupleId, names: 'Fionnuala & Tadhg' },
      reason: '2 no-shows in 12 months: your couple was marked as not coming to dinners you had booked.',
      appeal: { text: 'The second dinner: our car broke down, we phoned the restaurant.' },
      no_shows_in_twelve_months: 2,
      in_force: true,
      answered: false,
    });
    expect(new Date(entry.suspended_until).getTime()).toBe(app.clock.now().getTime() + 90 * DAY);

    const file = (await get(admin.cookie, `/api/admin/safety/couples/${absent.coupleId}`).expect(200)).body;
    expect(file).toMatchObject({ names: 'Fionnuala & Tadhg', no_shows_in_twelve_months: 2, suspended_until: entry.suspended_until });
    expect(file.current_suspension).toMatchObject({
      id: entry.suspension_id,
      report_id: null,
      admin_id: null,
      action: 'suspend',
      appeal: { text: 'The second dinner: our car broke down, we phoned the restaurant.' },
    });
    expect(
      file.past_dinners
        .filter((d: { attendance: string | null }) => d.attendance === 'no_show')
        .map((d: { dinner_id: string }) => d.dinner_id)
        .sort(),
    ).toEqual([...noShowDinners].sort());
    expect((await get(admin.cookie, '/api/admin/safety/couples/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(absent.cookie, `/api/admin/safety/couples/${absent.coupleId}`)).status).toBe(403);
  });

  it("lets the admin act on the couple as on a report: a shorter suspension replaces the rule's, mailed and audited, and answers the appeal", async () => {
    app.clock.advance(HOUR);
    const path = `/api/admin/safety/couples/${absent.coupleId}/actions`;
    expect((await post(admin.cookie, path, { action: 'dismiss', reason: 'x' })).status).toBe(400);
    expect((await post(admin.cookie, path, { action: 'suspend', reason: 'Shortened.' })).body.code).toBe('SAFETY.UNTIL_REQUIRED');
    const until = new Date(app.clock.now().getTime() + 14 * DAY);
    const done = await post(admin.cookie, path, {
      action: 'suspend',
      reason: 'The breakdown is credible: shortened to two weeks.',
      suspended_until: until.toISOString(),
    });
    expect([done.status, done.body.message]).toEqual([201, 'Couple suspended']);

    const [mail] = await mailsTo(absent, `Your couple is suspended until ${longDate(until)}`);
    expect(mail.text).toContain("Our team's reason: The breakdown is credible: shortened to two weeks.");
    const [audit] = await db(app).query(`SELECT detail FROM admin_audit_log WHERE admin_id = $1 AND action = 'safety_action'`, [admin.id]);
    expect(audit.detail).toMatchObject({ reportId: null, coupleId: absent.coupleId, action: 'suspend' });
    expect((await queue()).rule_appeals).toEqual([
      expect.objectContaining({ couple: expect.objectContaining({ couple_id: absent.coupleId }), in_force: false, answered: true }),
    ]);
    expect((await get(absent.cookie, '/api/auth/me')).body.suspended_until).toBe(until.toISOString());
  });

  it('lifts a suspension before its date with a reason: mailed, audited, and the couple books at once', async () => {
    app.clock.advance(HOUR);
    const path = `/api/admin/safety/couples/${absent.coupleId}/lift-suspension`;
    expect((await book(absent)).body.code).toBe('DINNERS.SUSPENDED');
    expect((await post(admin.cookie, path, { reason: '' })).status).toBe(400);
    expect((await post(absent.cookie, path, { reason: 'Myself' })).status).toBe(403);

    const lifted = await post(admin.cookie, path, { reason: 'The restaurant confirms they phoned ahead.' });
    expect([lifted.status, lifted.body.message]).toEqual([201, 'Suspension lifted']);
    expect((await book(absent)).status).toBe(201);
    expect((await get(absent.cookie, '/api/auth/me')).body.suspended_until).toBeNull();
    expect((await get(absent.cookie, '/api/user/suspension')).body).toEqual({ suspended_until: null, reason: null, appeal: null, may_appeal: false });

    const mails = await mailsTo(absent, 'Your suspension has been lifted');
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain('you can book dinners again from today');
    expect(mails[0].text).toContain("Our team's reason: The restaurant confirms they phoned ahead.");
    const audits = await db(app).query(`SELECT detail FROM admin_audit_log WHERE admin_id = $1 AND action = 'safety_action' ORDER BY at`, [admin.id]);
    expect(audits.at(-1).detail).toMatchObject({ coupleId: absent.coupleId, action: 'lift', reason: 'The restaurant confirms they phoned ahead.' });
    const file = (await get(admin.cookie, `/api/admin/safety/couples/${absent.coupleId}`)).body;
    expect(file).toMatchObject({ suspended_until: null, current_suspension: null });
    expect(file.actions[0]).toMatchObject({ action: 'lift', reason: 'The restaurant confirms they phoned ahead.' });

    const again = await post(admin.cookie, path, { reason: 'Twice' });
    expect([again.status, again.body.code]).toEqual([409, 'DINNERS.NOT_SUSPENDED']);
  });

  it("lifts a report's suspension too, filed with the report", async () => {
    const [aoife, niamh] = [await createCouple(app, { names: ['Aoife', 'Cian'] }), await createCouple(app, { names: ['Niamh', 'Darragh'] })];
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings = [await bookAndPay(app, aoife, dinnerId), await bookAndPay(app, niamh, dinnerId)];
    const restaurant = await ensureRestaurant(app, { name: 'The Long Table' });
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber: 1,
      compatibilityScore: 80,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: [aoife, niamh].map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    });
    app.clock.advance(49 * HOUR);
    await post(aoife.cookie, `/api/user/dinner/${dinnerId}/reports`, { user_id: niamh.users[0].id, category: 'disrespectful', description: 'Rude.' }).expect(
      201,
    );
    const report = (await queue()).reports.find((r: { reported: { couple_id: string } }) => r.reported.couple_id === niamh.coupleId);
    const until = new Date(app.clock.now().getTime() + 30 * DAY);
    await post(admin.cookie, `/api/admin/safety/reports/${report.id}/actions`, {
      action: 'suspend',
      reason: 'Rude to the staff.',
      suspended_until: until.toISOString(),
    }).expect(201);
    expect((await book(niamh)).body.code).toBe('DINNERS.SUSPENDED');

    app.clock.advance(HOUR);
    await post(admin.cookie, `/api/admin/safety/couples/${niamh.coupleId}/lift-suspension`, {
      reason: 'The restaurant says it was a misunderstanding.',
    }).expect(201);
    expect((await book(niamh)).status).toBe(201);
    const file = (await get(admin.cookie, `/api/admin/safety/reports/${report.id}`)).body;
    expect(file.actions.map((a: { action: string }) => a.action)).toEqual(['suspend', 'lift']);
    expect(file.reported_file.suspended_until).toBeNull();
    // A report's suspension and its appeal live on the report: the queue's rule appeals stay the rule's.
    expect((await queue()).rule_appeals.map((a: { couple: { couple_id: string } }) => a.couple.couple_id)).toEqual([absent.coupleId]);
  });
});
