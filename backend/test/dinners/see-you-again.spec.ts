import { DinnerGroups, MatchingDinners } from '../../src/modules/matching';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createAdmin, createCouple, createDinner, db, ensureRestaurant, signIn, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;
const MUTUAL_SUBJECT = 'You both want to meet again';

describe('"see you again" after a dinner', () => {
  let app: TestApp;
  let aoife: TestCouple;
  let niamh: TestCouple;
  let saoirse: TestCouple;
  let dinnerId: string;
  let aoifeBooking: string;

  beforeAll(async () => {
    app = await createTestApp();
    aoife = await createCouple(app, { names: ['Aoife', 'Cian'] });
    niamh = await createCouple(app, { names: ['Niamh', 'Darragh'] });
    saoirse = await createCouple(app, { names: ['Saoirse', 'Oisin'] });
    dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings: string[] = [];
    for (const couple of [aoife, niamh, saoirse]) bookings.push(await bookAndPay(app, couple, dinnerId));
    aoifeBooking = bookings[0];
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

  const as = (couple: TestCouple, member = 0) => {
    const cookie = member === 0 ? Promise.resolve(couple.cookie) : signIn(app, couple.users[member].id);
    const http = app.http();
    return {
      get: async (path: string) => http.get(path).set('Cookie', await cookie),
      post: async (path: string, body: object) =>
        http
          .post(path)
          .set('Cookie', await cookie)
          .send(body),
      delete: async (path: string) => http.delete(path).set('Cookie', await cookie),
      put: async (path: string, body: object) =>
        http
          .put(path)
          .set('Cookie', await cookie)
          .send(body),
    };
  };
  const mark = (couple: TestCouple, userId: string) => as(couple).post(`/api/user/dinner/${dinnerId}/see-you-again`, { user_id: userId });
  const dinnerView = async (couple: TestCouple) => (await as(couple).get(`/api/user/dinner/${dinnerId}/see-you-again`)).body;
  const matches = async (couple: TestCouple, member = 0) => (await (await as(couple, member)).get('/api/user/see-you-again')).body.matches;
  const mutualMails = (): Promise<{ recipient: string; text: string }[]> =>
    db(app).query(`SELECT recipient, text FROM mail_outbox WHERE subject = $1 ORDER BY recipient`, [MUTUAL_SUBJECT]);
  const emails = (...couples: TestCouple[]) => couples.flatMap((c) => c.users.map((u) => u.email)).sort();

  it('is closed until the dinner has taken place', async () => {
    expect(await dinnerView(aoife)).toEqual({ open: false, tablemates: [] });
    const early = await mark(aoife, niamh.users[0].id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('DINNERS.SEE_YOU_AGAIN_NOT_OPEN');
  });

  it('takes marks with the review and on their own, for couples of the table only, once each', async () => {
    app.clock.advance(49 * HOUR);
    const notTablemate = await (
      await as(aoife)
    ).post('/api/user/submit-enhanced-review', { booking_id: aoifeBooking, rating: 5, seeYouAgain: [aoife.users[1].id] });
    expect(notTablemate.status).toBe(400);
    expect(notTablemate.body.code).toBe('DINNERS.NOT_A_TABLEMATE');
    expect((await db(app).query(`SELECT count(*)::int AS n FROM dinner_reviews WHERE booking_id = $1`, [aoifeBooking]))[0].n).toBe(0);
    expect((await (await as(aoife)).post('/api/user/submit-enhanced-review', { booking_id: aoifeBooking, rating: 5, seeYouAgain: ['nope'] })).status).toBe(400);

    await (
      await as(aoife)
    )
      .post('/api/user/submit-enhanced-review', { booking_id: aoifeBooking, rating: 5, seeYouAgain: [niamh.users[1].id] })
      .then((res) => expect(res.status).toBe(201));
    expect((await mark(aoife, saoirse.users[0].id)).body).toEqual({ message: 'Marked', mutual: false });

    const twice = await mark(aoife, niamh.users[0].id);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('DINNERS.ALREADY_MARKED');
    expect((await mark(aoife, aoife.users[0].id)).body.code).toBe('DINNERS.NOT_A_TABLEMATE');
    expect((await mark(aoife, '00000000-0000-4000-8000-000000000000')).status).toBe(400);
    expect((await mark(aoife, 'not-a-uuid' as string)).status).toBe(400);

    const view = await dinnerView(aoife);
    expect(view.open).toBe(true);
    expect(view.tablemates.map((t: { coupleNames: string; marked: boolean; mutual: boolean }) => [t.coupleNames, t.marked, t.mutual]).sort()).toEqual([
      ['Niamh & Darragh', true, false],
      ['Saoirse & Oisin', true, false],
    ]);
  });

  it('tells nobody of a one-sided mark', async () => {
    expect(await mutualMails()).toEqual([]);
    for (const couple of [aoife, niamh, saoirse]) expect(await matches(couple)).toEqual([]);
    const seenByNiamh = await dinnerView(niamh);
    expect(seenByNiamh.tablemates.find((t: { coupleNames: string }) => t.coupleNames === 'Aoife & Cian')).toMatchObject({ marked: false, mutual: false });
    expect(JSON.stringify(seenByNiamh)).not.toMatch(/"marked":true|"mutual":true/);
  });

  it('reveals a mutual mark to both couples, with a mail to each member and nothing shared', async () => {
    expect((await mark(niamh, aoife.users[0].id)).body).toEqual({ message: 'Marked', mutual: true });
    const mails = await mutualMails();
    expect(mails.map((m) => m.recipient)).toEqual(emails(aoife, niamh));
    expect(mails.find((m) => m.recipient === aoife.users[1].email)!.text).toContain('Good news: you and Niamh & Darragh would both like to meet again.');
    expect(mails.find((m) => m.recipient === niamh.users[0].email)!.text).toContain('you and Aoife & Cian would both');
    expect(JSON.stringify(mails.map((m) => m.text))).not.toMatch(/Saoirse|Murphy|\+353|@example\.ie/);

    const [match] = await matches(aoife);
    expect(match).toMatchObject({
      couple_id: niamh.coupleId,
      coupleNames: 'Niamh & Darragh',
      share_email: false,
      share_phone: false,
      seat_together: false,
      they_asked_too: false,
    });
    expect(match.their_contacts).toEqual(niamh.users.map((u) => ({ user_id: u.id, first_name: u.firstName, email: null, phone_number: null })));
    expect((await matches(niamh)).map((m: { coupleNames: string }) => m.coupleNames)).toEqual(['Aoife & Cian']);
    expect(await matches(saoirse)).toEqual([]);
    expect((await dinnerView(niamh)).tablemates.find((t: { coupleNames: string }) => t.coupleNames === 'Aoife & Cian')).toMatchObject({
      marked: true,
      mutual: true,
    });
  });

  it('takes back a one-sided mark from the dinner it was made at, and never a mutual one', async () => {
    const unmark = (userId: string, at = dinnerId) => as(aoife).delete(`/api/user/dinner/${at}/see-you-again/${userId}`);
    const taken = await unmark(saoirse.users[0].id);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ message: 'Mark taken back' });
    expect((await dinnerView(aoife)).tablemates.find((t: { coupleNames: string }) => t.coupleNames === 'Saoirse & Oisin')).toMatchObject({
      marked: false,
      mutual: false,
    });
    const again = await unmark(saoirse.users[0].id);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('DINNERS.NOT_MARKED');

    const mutual = await unmark(niamh.users[0].id);
    expect(mutual.status).toBe(409);
    expect(mutual.body.code).toBe('DINNERS.MARK_MUTUAL');
    expect((await matches(niamh)).map((m: { coupleNames: string }) => m.coupleNames)).toEqual(['Aoife & Cian']);
    expect((await unmark(aoife.users[0].id)).body.code).toBe('DINNERS.NOT_A_TABLEMATE');
    expect((await unmark(saoirse.users[0].id, '00000000-0000-4000-8000-000000000000')).status).toBe(403);

    // Marked again as before: the later tests see the one-sided mark.
    expect((await mark(aoife, saoirse.users[0].id)).body).toEqual({ message: 'Marked', mutual: false });
  });

  it('shares only what each member grants, withdrawable, and audits every change', async () => {
    const share = async (member: number, body: object, other = niamh.coupleId) =>
      (await as(aoife, member)).put(`/api/user/see-you-again/${other}/sharing`, body);
    expect((await share(0, { share_email: true })).status).toBe(400);
    expect((await share(0, { share_email: true, share_phone: false }, saoirse.coupleId)).body.code).toBe('DINNERS.NO_MUTUAL_MATCH');
    expect((await share(0, { share_email: true, share_phone: false }, 'x')).status).toBe(400);

    const granted = await share(0, { share_email: true, share_phone: false });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ share_email: true, share_phone: false });
    const seenByNiamh = (await matches(niamh))[0].their_contacts;
    expect(seenByNiamh).toEqual([
      { user_id: aoife.users[0].id, first_name: 'Aoife', email: aoife.users[0].email, phone_number: null },
      { user_id: aoife.users[1].id, first_name: 'Cian', email: null, phone_number: null },
    ]);
    // Cian's own choice: his partner's grant shares nothing of his.
    expect((await matches(aoife, 1))[0]).toMatchObject({ share_email: false, share_phone: false });
    await share(1, { share_email: false, share_phone: true });
    expect((await matches(niamh))[0].their_contacts[1]).toMatchObject({ email: null, phone_number: '+353 871234567' });

    await share(0, { share_email: false, share_phone: false });
    expect((await matches(niamh))[0].their_contacts[0]).toMatchObject({ email: null, phone_number: null });
    // The member's own choice, audited as the member's, not as an admin's action.
    const log = await app
      .http()
      .get('/api/admin/audit-log')
      .set('Cookie', await createAdmin(app))
      .expect(200);
    const audit: { admin_id: string; admin_name: string; actor_kind: string; action: string; detail: { field: string } }[] = log.body.entries.filter(
      (entry: { action: string }) => entry.action.startsWith('contact_share_'),
    );
    const who = (id: string) => (id === aoife.users[0].id ? 'Aoife' : id === aoife.users[1].id ? 'Cian' : id);
    expect(audit.map((a) => [who(a.admin_id), a.admin_name.split(' ')[0], a.actor_kind, a.action, a.detail.field]).sort()).toEqual([
      ['Aoife', 'Aoife', 'member', 'contact_share_granted', 'email'],
      ['Aoife', 'Aoife', 'member', 'contact_share_withdrawn', 'email'],
      ['Cian', 'Cian', 'member', 'contact_share_granted', 'phone'],
    ]);
  });

  it('asks the engine to seat a mutual pair together only when both couples asked', async () => {
    const reads = app.app.get(MatchingDinners);
    const all = [aoife, niamh, saoirse].map((c) => c.coupleId);
    const ask = async (couple: TestCouple, other: TestCouple, wanted: boolean) =>
      (await as(couple)).put(`/api/user/see-you-again/${other.coupleId}/seat-together`, { seat_together: wanted });
    expect((await ask(aoife, saoirse, true)).status).toBe(404);
    expect((await ask(aoife, niamh, true)).body).toMatchObject({ seat_together: true, they_asked_too: false });
    expect(await reads.seatTogetherPairs(all)).toEqual([]);
    expect((await matches(niamh))[0]).toMatchObject({ seat_together: false, they_asked_too: true });
    await ask(niamh, aoife, true);
    const [a, b] = [aoife.coupleId, niamh.coupleId].sort();
    expect(await reads.seatTogetherPairs(all)).toEqual([{ a, b }]);
    expect(await reads.seatTogetherPairs([aoife.coupleId])).toEqual([]);
  });

  it('gives the season analytics the mutual pair of the dinner, not the one-sided marks', async () => {
    const res = await app
      .http()
      .get('/api/admin/reports/analytics')
      .set('Cookie', await createAdmin(app));
    expect(res.status).toBe(200);
    expect(res.body.season).toMatchObject({ table_pairs: 3, mutual_see_you_again_pairs: 1 });
  });

  it("exports a couple's marks, and another couple's mark of it only when mutual", async () => {
    const exported = async (couple: TestCouple) => {
      const res = await (await as(couple)).get('/api/user/data-export');
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const ofAoife = await exported(aoife);
    expect(ofAoife.see_you_again_marks).toHaveLength(3);
    expect(ofAoife.see_you_again_contact_grants).toHaveLength(2);
    expect(ofAoife.see_you_again_seatings).toHaveLength(2);
    const ofSaoirse = await exported(saoirse);
    expect(ofSaoirse.see_you_again_marks).toEqual([]);
    expect(ofSaoirse.see_you_again_seatings).toEqual([]);
  });

  it('erases the marks, grants and wishes with the couple, and the other side forgets the match', async () => {
    const admin = await createAdmin(app);
    for (const user of niamh.users) await app.http().delete(`/api/admin/users/${user.id}`).set('Cookie', admin).expect(200);
    const rows = await db(app).query(
      `SELECT (SELECT count(*)::int FROM see_you_again_marks WHERE couple_id = $1 OR marked_couple_id = $1) AS marks,
              (SELECT count(*)::int FROM see_you_again_contact_grants WHERE couple_id = $1 OR other_couple_id = $1) AS grants,
              (SELECT count(*)::int FROM see_you_again_seatings WHERE couple_id = $1 OR other_couple_id = $1) AS seatings`,
      [niamh.coupleId],
    );
    expect(rows).toEqual([{ marks: 0, grants: 0, seatings: 0 }]);
    expect(await matches(aoife)).toEqual([]);
    // Aoife's mark of Saoirse is Aoife's: it stays.
    expect((await db(app).query(`SELECT count(*)::int AS n FROM see_you_again_marks WHERE couple_id = $1`, [aoife.coupleId]))[0].n).toBe(1);
  });

  it("removes a leaving member's grants and their name from the audit trail, and keeps the partner's", async () => {
    const cian = aoife.users[1];
    const admin = await createAdmin(app);
    await app.http().delete(`/api/admin/users/${cian.id}`).set('Cookie', admin).expect(200);
    expect(
      await db(app).query(
        `SELECT count(*)::int AS n FROM admin_audit_log WHERE action LIKE 'contact_share_%' AND (admin_id = $1 OR $1 = ANY(subject_user_ids))`,
        [cian.id],
      ),
    ).toEqual([{ n: 0 }]);
    expect(await db(app).query(`SELECT count(*)::int AS n FROM see_you_again_contact_grants WHERE user_id = $1`, [cian.id])).toEqual([{ n: 0 }]);
    expect(
      await db(app).query(`SELECT count(*)::int AS n FROM admin_audit_log WHERE admin_id = $1 AND action LIKE 'contact_share_%'`, [aoife.users[0].id]),
    ).toEqual([{ n: 2 }]);
  });
});

describe('"see you again": two couples marking each other at the same moment', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('are told exactly once, whichever mark commits second', async () => {
    const first = await createCouple(app, { names: ['Orla', 'Tadhg'] });
    const second = await createCouple(app, { names: ['Meabh', 'Ronan'] });
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings = [await bookAndPay(app, first, dinnerId), await bookAndPay(app, second, dinnerId)];
    const restaurant = await ensureRestaurant(app, { name: 'The Corner Table' });
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber: 1,
      compatibilityScore: 70,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: [first, second].map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    });
    app.clock.advance(49 * HOUR);
    const mark = (by: TestCouple, of: TestCouple) =>
      app.http().post(`/api/user/dinner/${dinnerId}/see-you-again`).set('Cookie', by.cookie).send({ user_id: of.users[0].id });
    const answers = await Promise.all([mark(first, second), mark(second, first)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers.map((res) => res.body.mutual).sort()).toEqual([false, true]);
    const told: { recipient: string }[] = await db(app).query(`SELECT recipient FROM mail_outbox WHERE subject = $1`, [MUTUAL_SUBJECT]);
    expect(told.map((m) => m.recipient).sort()).toEqual([...first.users, ...second.users].map((u) => u.email).sort());
  });
});
