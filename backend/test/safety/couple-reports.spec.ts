import { DinnerGroups } from '../../src/modules/matching';
import { DiningHistorySource } from '../../src/modules/matching/application/dining-history-source';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, createSignedInAdmin, db, ensureRestaurant, signIn, TestCouple } from '../dinners/dinner-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** docs/trust-and-safety.md: report → triage → actions, suspension and its one appeal. */
describe('reporting a couple after a dinner, and the Safety section', () => {
  let app: TestApp;
  let aoife: TestCouple;
  let niamh: TestCouple;
  let saoirse: TestCouple;
  let stranger: TestCouple;
  let dinnerId: string;
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    app = await createTestApp();
    aoife = await createCouple(app, { names: ['Aoife', 'Cian'] });
    niamh = await createCouple(app, { names: ['Niamh', 'Darragh'] });
    saoirse = await createCouple(app, { names: ['Saoirse', 'Oisin'] });
    stranger = await createCouple(app, { names: ['Brid', 'Padraig'] });
    admin = await createSignedInAdmin(app);
    dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings: string[] = [];
    for (const couple of [aoife, niamh, saoirse]) bookings.push(await bookAndPay(app, couple, dinnerId));
    const restaurant = await ensureRestaurant(app, { name: 'The Long Table' });
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber: 3,
      compatibilityScore: 80,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: [aoife, niamh, saoirse].map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    });
  });
  afterAll(() => app.close());

  const get = (cookie: string, path: string) => app.http().get(path).set('Cookie', cookie);
  const post = (cookie: string, path: string, body: object) => app.http().post(path).set('Cookie', cookie).send(body);
  const report = (couple: TestCouple, body: object) => post(couple.cookie, `/api/user/dinner/${dinnerId}/reports`, body);
  const act = (reportId: string, body: object) => post(admin.cookie, `/api/admin/safety/reports/${reportId}/actions`, body);
  const mailsTo = (couple: TestCouple, subject: string): Promise<{ recipient: string; text: string }[]> =>
    db(app).query(`SELECT recipient, text FROM mail_outbox WHERE subject = $1 AND recipient = ANY($2) ORDER BY recipient`, [
      subject,
      couple.users.map((u) => u.email),
    ]);

  it('is closed until the dinner has started, and to couples without a booking', async () => {
    expect((await get(aoife.cookie, `/api/user/dinner/${dinnerId}/reports`)).body).toEqual({ open: false, tablemates: [] });
    const early = await report(aoife, { user_id: niamh.users[0].id, category: 'unsafe', description: 'Too early' });
    expect([early.status, early.body.code]).toEqual([409, 'SAFETY.NOT_OPEN']);
    const outsider = await report(stranger, { user_id: niamh.users[0].id, category: 'other', description: 'Not there' });
    expect([outsider.status, outsider.body.code]).toEqual([403, 'DINNERS.NOT_BOOKED']);
  });

  it('takes one report per couple of the table, with a category and what happened', async () => {
    app.clock.advance(49 * HOUR);
    const bad = await report(aoife, { user_id: niamh.users[0].id, category: 'rude', description: '' });
    expect(bad.status).toBe(400);
    expect((await report(aoife, { user_id: stranger.users[0].id, category: 'other', description: 'x' })).body.code).toBe('SAFETY.NOT_A_TABLEMATE');
    expect((await report(aoife, { user_id: niamh.users[0].id, category: 'other', description: 'x'.repeat(2001) })).status).toBe(400);

    const made = await report(aoife, { user_id: niamh.users[1].id, category: 'disrespectful', description: 'Mocked the waiter all night.\nVery unpleasant.' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ message: 'Thank you. Our team will look into it.' });
    const twice = await report(aoife, { user_id: niamh.users[0].id, category: 'unsafe', description: 'Again' });
    expect([twice.status, twice.body.code]).toEqual([409, 'SAFETY.ALREADY_REPORTED']);
    app.clock.advance(HOUR);
    expect((await report(saoirse, { user_id: niamh.users[0].id, category: 'unsafe', description: 'Followed us outside.' })).status).toBe(201);

    const view = (await get(aoife.cookie, `/api/user/dinner/${dinnerId}/reports`)).body;
    expect(view.tablemates.map((t: { coupleNames: string; reported: boolean }) => [t.coupleNames, t.reported]).sort()).toEqual([
      ['Niamh & Darragh', true],
      ['Saoirse & Oisin', false],
    ]);
  });

  it('keeps a reported pair apart in the engine from the report alone', async () => {
    const history = await app.app
      .get(DiningHistorySource)
      .forCouples([aoife.coupleId, niamh.coupleId, saoirse.coupleId], new Date(app.clock.now().getTime() + DAY));
    const pairs = (history.reportedPairs ?? []).map((p) => [p.a, p.b].join('>')).sort();
    expect(pairs).toEqual([`${aoife.coupleId}>${niamh.coupleId}`, `${saoirse.coupleId}>${niamh.coupleId}`].sort());
  });

  it('shows the queue to admins only: unsafe first, then newest; overdue after 24 hours', async () => {
    expect((await get(aoife.cookie, '/api/admin/safety/reports')).status).toBe(403);
    let queue = (await get(admin.cookie, '/api/admin/safety/reports')).body;
    expect(queue.reports.map((r: { category: string }) => r.category)).toEqual(['unsafe', 'disrespectful']);
    expect(queue).toMatchObject({ open: 2, overdue: 0 });
    expect(queue.reports[0]).toMatchObject({
      category_label: 'Made me feel unsafe',
      status: 'open',
      reporter: { names: 'Saoirse & Oisin' },
      reported: { names: 'Niamh & Darragh' },
      dinner: { id: dinnerId, city: 'Dublin', restaurant_name: 'The Long Table' },
    });
    app.clock.advance(DAY + HOUR);
    queue = (await get(admin.cookie, '/api/admin/safety/reports')).body;
    expect(queue).toMatchObject({ open: 2, overdue: 2 });
    expect(queue.reports.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
  });

  it("gives the report's file with both couples' history, and takes notes (audited)", async () => {
    const [unsafe] = (await get(admin.cookie, '/api/admin/safety/reports')).body.reports;
    expect((await post(admin.cookie, `/api/admin/safety/reports/${unsafe.id}/notes`, { text: '' })).status).toBe(400);
    expect((await post(admin.cookie, `/api/admin/safety/reports/${unsafe.id}/notes`, { text: 'Called Saoirse: she confirms.' })).status).toBe(201);
    const file = (await get(admin.cookie, `/api/admin/safety/reports/${unsafe.id}`)).body;
    expect(file.description).toBe('Followed us outside.');
    expect(file.notes.map((n: { text: string }) => n.text)).toEqual(['Called Saoirse: she confirms.']);
    expect(file.reported_file.past_dinners.map((d: { dinner_id: string }) => d.dinner_id)).toEqual([dinnerId]);
    expect(file.reported_file.reports).toEqual([expect.objectContaining({ role: 'received', category: 'disrespectful' })]);
    expect(file.reporter_file.members.map((m: { email: string }) => m.email).sort()).toEqual(saoirse.users.map((u) => u.email).sort());
    expect((await get(admin.cookie, '/api/admin/safety/reports/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const audit = await db(app).query(`SELECT action FROM admin_audit_log WHERE admin_id = $1`, [admin.id]);
    expect(audit.map((a: { action: string }) => a.action)).toContain('safety_note');
  });

  it('suspends with a reason and a date: mailed without the reporter, audited, booking refused with why and until when', async () => {
    const [unsafe] = (await get(admin.cookie, '/api/admin/safety/reports')).body.reports;
    expect((await act(unsafe.id, { action: 'suspend', reason: 'Followed a couple outside.' })).body.code).toBe('SAFETY.UNTIL_REQUIRED');
    expect((await act(unsafe.id, { action: 'suspend', reason: 'x', suspended_until: '2020-01-01T00:00:00Z' })).body.code).toBe('SAFETY.UNTIL_IN_PAST');
    expect((await act(unsafe.id, { action: 'warn', reason: '' })).status).toBe(400);
    expect((await act(unsafe.id, { action: 'ban', reason: 'x' })).status).toBe(400);

    const until = new Date(app.clock.now().getTime() + 14 * DAY);
    const done = await act(unsafe.id, { action: 'suspend', reason: 'Followed a couple outside.', suspended_until: until.toISOString() });
    expect([done.status, done.body.message]).toEqual([201, 'Couple suspended']);

    const mails = await mailsTo(
      niamh,
      `Your couple is suspended until ${new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(until)}`,
    );
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain("Our team's reason: Followed a couple outside.");
    expect(JSON.stringify(mails)).not.toMatch(/Saoirse|Oisin|Aoife|Cian/);
    const [audit] = await db(app).query(`SELECT detail FROM admin_audit_log WHERE admin_id = $1 AND action = 'safety_action'`, [admin.id]);
    expect(audit.detail).toMatchObject({ action: 'suspend', reason: 'Followed a couple outside.', coupleId: niamh.coupleId });

    const refused = await post(niamh.cookie, '/api/user/bookings', { dinner_id: await createDinner(app, { eventInHours: 24 * 20, deadlineInHours: 24 * 19 }) });
    expect([refused.status, refused.body.code, refused.body.suspended_until]).toEqual([403, 'DINNERS.SUSPENDED', until.toISOString()]);
    expect(refused.body.message).toContain(`until ${until.toISOString().slice(0, 10)}`);
    expect(refused.body.message).toContain('Followed a couple outside.');
    const me = (await get(niamh.cookie, '/api/auth/me')).body;
    expect(me).toMatchObject({ suspended_until: until.toISOString(), suspension_reason: 'Followed a couple outside.' });
  });

  it('never shows the reported couple who reported them', async () => {
    // Their table's couples they know from the dinner itself; that one of them reported them, never.
    const table = (await get(niamh.cookie, `/api/user/dinner/${dinnerId}/reports`)).body;
    expect(table.tablemates.map((t: { reported: boolean }) => t.reported)).toEqual([false, false]);
    const seen = [
      (await get(niamh.cookie, '/api/auth/me')).body,
      (await get(niamh.cookie, '/api/user/suspension')).body,
      (await get(niamh.cookie, '/api/user/data-export')).body.data,
    ];
    const text = JSON.stringify(seen);
    for (const couple of [aoife, saoirse]) {
      expect(text).not.toContain(couple.coupleId);
      for (const user of couple.users) expect(text).not.toContain(user.id);
    }
    expect(text).not.toContain('Followed us outside');
    expect(text).not.toContain('Mocked the waiter');
    expect(seen[2].couple_reports).toHaveLength(2);
    // The reporter's own export holds its report in full.
    expect(JSON.stringify((await get(saoirse.cookie, '/api/user/data-export')).body.data.couple_reports)).toContain('Followed us outside.');
  });

  it('takes one appeal, which the admins see on the report and in the queue', async () => {
    expect((await get(niamh.cookie, '/api/user/suspension')).body).toMatchObject({ reason: 'Followed a couple outside.', appeal: null, may_appeal: true });
    expect((await post(aoife.cookie, '/api/user/suspension/appeal', { text: 'Not suspended' })).body.code).toBe('SAFETY.NOT_SUSPENDED');
    expect((await post(niamh.cookie, '/api/user/suspension/appeal', { text: '' })).status).toBe(400);
    expect((await post(niamh.cookie, '/api/user/suspension/appeal', { text: 'We only walked to the same bus stop.' })).status).toBe(201);
    const again = await post(niamh.cookie, '/api/user/suspension/appeal', { text: 'Again' });
    expect([again.status, again.body.code]).toEqual([409, 'SAFETY.ALREADY_APPEALED']);
    expect((await get(niamh.cookie, '/api/user/suspension')).body).toMatchObject({
      may_appeal: false,
      appeal: { text: 'We only walked to the same bus stop.' },
    });

    const [unsafe] = (await get(admin.cookie, '/api/admin/safety/reports')).body.reports;
    expect(unsafe).toMatchObject({ status: 'suspended', appealed: true, overdue: false });
    const file = (await get(admin.cookie, `/api/admin/safety/reports/${unsafe.id}`)).body;
    expect(file.actions).toEqual([
      expect.objectContaining({ action: 'suspend', appeal: expect.objectContaining({ text: 'We only walked to the same bus stop.' }) }),
    ]);
  });

  it('ends the suspension by itself at its date', async () => {
    app.clock.advance(15 * DAY);
    // Sessions end after 7 days: everyone signs in again.
    for (const couple of [aoife, niamh]) couple.cookie = await signIn(app, couple.users[0].id);
    admin.cookie = await signIn(app, admin.id);
    expect((await get(niamh.cookie, '/api/user/suspension')).body).toEqual({ suspended_until: null, reason: null, appeal: null, may_appeal: false });
    const dinner = await createDinner(app, { eventInHours: 24 * 5, deadlineInHours: 24 * 4 });
    expect((await post(niamh.cookie, '/api/user/bookings', { dinner_id: dinner })).status).toBe(201);
  });

  it('dismisses by telling the reporter, and terminates the reported couple with the reason', async () => {
    const disrespectful = (await get(admin.cookie, '/api/admin/safety/reports')).body.reports.find((r: { category: string }) => r.category === 'disrespectful');
    expect((await act(disrespectful.id, { action: 'dismiss', reason: 'A joke, by all other accounts.' })).status).toBe(201);
    const [closed] = await mailsTo(aoife, 'We have reviewed your report');
    expect(closed.text).toContain("Our team's reason: A joke, by all other accounts.");

    expect((await act(disrespectful.id, { action: 'terminate', reason: 'A second report in a month.' })).status).toBe(201);
    expect(await mailsTo(niamh, 'Your service has ended')).toHaveLength(2);
    // The dashboard names the real cause: a safety decision, with its reason, not late cancellations.
    expect((await get(niamh.cookie, '/api/auth/me')).body).toMatchObject({
      service_terminated: true,
      termination_cause: 'safety_decision',
      termination_reason: 'A second report in a month.',
    });
    const refused = await post(niamh.cookie, '/api/user/bookings', { dinner_id: await createDinner(app, { eventInHours: 24 * 6, deadlineInHours: 24 * 5 }) });
    expect([refused.status, refused.body.code]).toEqual([403, 'DINNERS.SERVICE_TERMINATED']);
    expect(refused.body.message).toContain('A second report in a month.');
  });
});
