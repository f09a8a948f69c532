import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, createSignedInAdmin, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, OutboxMail, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';
import { icsStart } from './ics-start';

const HOUR = 3_600_000;
const NEW_VENUE = 'Your surprise dinner has a new venue';
const NEW_TABLE = 'Your surprise dinner has a new table';
const GROUP_CHANGED = 'A change to your dinner group';
const CANCELLED = 'Your dinner booking is cancelled';

interface Group {
  group_id: string;
  restaurant_id: string | null;
  restaurant: { name: string } | null;
  table_number: number | null;
  participants: { couple_id: string }[];
}

const unfolded = (mail: OutboxMail & { text: string }) => mail.attachments[0].content.replace(/\r\n[ \t]/g, '');

/**
 * Issue 21: after the reveal, a new venue or table, a couple moved, removed or added, and a
 * couple cancelling its own booking each need the admin's confirmation (when an admin makes
 * them) and reach exactly the couples they concern, once each; nobody else is mailed.
 */
describe('changes to a revealed dinner’s groups and venues', () => {
  let app: TestApp;
  let adminCookie: string;
  let adminId: string;
  let couples: TestCouple[];
  let dinnerId: string;
  let eventDate: Date;
  let mark = 0;

  const matches = async (): Promise<Group[]> =>
    (await app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', adminCookie).expect(200)).body.matches;
  const coupleIn = (group: Group) => group.participants.map((p) => p.couple_id);
  const coupleById = (coupleId: string) => couples.find((c) => c.coupleId === coupleId)!;
  const membersOf = (coupleIds: string[]) => coupleIds.flatMap((id) => coupleById(id).users);
  const groupPost = (path: string, body: object) => app.http().post(`/api/admin/dinners/${dinnerId}/groups/${path}`).set('Cookie', adminCookie).send(body);

  /** The couple's dinner as its dashboard reads it. */
  const dashboard = async (coupleId: string) => {
    const { bookings } = (await app.http().get('/api/user/my-dinner-bookings').set('Cookie', coupleById(coupleId).cookie).expect(200)).body;
    return bookings.find((b: { dinner_id: string }) => b.dinner_id === dinnerId);
  };

  /** The mails written since the last call, as [recipient, subject] pairs, sorted. */
  /** The people's mails since the last call (the restaurants hear of their tables too: restaurant-reservations.spec.ts checks those). */
  async function newMails(): Promise<(OutboxMail & { text: string })[]> {
    const all: (OutboxMail & { text: string })[] = await db(app).query(
      'SELECT recipient, subject, text, attachments FROM mail_outbox WHERE recipient NOT IN (SELECT email FROM restaurants WHERE email IS NOT NULL) ORDER BY created_at, id',
    );
    const fresh = all.slice(mark);
    mark = all.length;
    return fresh;
  }
  const pairs = (mails: OutboxMail[]) => mails.map((m) => `${m.recipient} ${m.subject}`).sort();
  const expected = (coupleIds: string[], subject: string) => membersOf(coupleIds).map((user) => `${user.email} ${subject}`);

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    ({ id: adminId, cookie: adminCookie } = await createSignedInAdmin(app));
    dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    couples = [];
    for (let n = 0; n < 9; n += 1) couples.push(await matchableCouple(app, [`Al${n}`, `Bo${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    const [row] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    eventDate = row.event_date;
    app.clock.advance(2 * HOUR);
    await tickAll(app);
  });
  afterAll(() => app.close());

  it('before the reveal: a move needs no confirmation and mails nobody (the reveal will tell them)', async () => {
    const [first, second] = await matches();
    expect(second).toBeDefined();
    await newMails();
    await groupPost('move-couple', { coupleId: coupleIn(first)[0], fromGroupId: first.group_id, toGroupId: second.group_id, override: true }).expect(200);
    expect(await newMails()).toEqual([]);
    // Back where the engine seated it; the last group goes to the reveal without a table.
    await groupPost('move-couple', { coupleId: coupleIn(first)[0], fromGroupId: second.group_id, toGroupId: first.group_id, override: true }).expect(200);
    const last = (await matches()).at(-1)!;
    await app.http().put(`/api/admin/dinner-matches/${last.group_id}`).set('Cookie', adminCookie).send({}).expect(200);
    expect(await newMails()).toEqual([]);
    app.clock.advance(eventDate.getTime() - 24 * HOUR - app.clock.now().getTime());
    await tickAll(app);
    const [{ revealed }] = await db(app).query('SELECT count(*)::int AS revealed FROM dinner_bookings WHERE dinner_id = $1 AND reveal_sent_at IS NOT NULL', [
      dinnerId,
    ]);
    expect(revealed).toBe(9 - coupleIn(last).length);
    await newMails();
  });

  it('a group without a table at the reveal, seated after it: its couples hear once, by the reveal itself', async () => {
    const group = (await matches()).find((g) => !g.restaurant_id)!;
    const options = (await app.http().get(`/api/admin/dinner-matches/${group.group_id}/restaurant-options`).set('Cookie', adminCookie).expect(200)).body
      .options;
    const venue = options.find((o: { unavailable_reason: string | null; free_tables: number[] }) => !o.unavailable_reason && o.free_tables.length > 0);
    await app
      .http()
      .put(`/api/admin/dinner-matches/${group.group_id}`)
      .set('Cookie', adminCookie)
      .send({ restaurant_id: venue.restaurant_id, confirm_changes: true })
      .expect(200);
    expect(await newMails()).toEqual([]);
    app.clock.advance(60_000);
    await tickAll(app);
    const mails = await newMails();
    expect(pairs(mails)).toEqual(expected(coupleIn(group), 'Your surprise dinner is revealed').sort());
    for (const mail of mails) expect(unfolded(mail)).toContain(`LOCATION:${venue.name}`);
  });

  it('a new restaurant: refused without confirmation, saying who will be told; confirmed, only the group’s couples get one mail with the calendar entry moved there', async () => {
    const groups = await matches();
    const group = groups.find((g) => g.restaurant_id)!;
    const options = (await app.http().get(`/api/admin/dinner-matches/${group.group_id}/restaurant-options`).set('Cookie', adminCookie).expect(200)).body
      .options;
    const other = options.find(
      (o: { restaurant_id: string; unavailable_reason: string | null; free_tables: number[] }) =>
        o.restaurant_id !== group.restaurant_id && !o.unavailable_reason && o.free_tables.length > 0,
    );
    const assign = (body: object) =>
      app
        .http()
        .put(`/api/admin/dinner-matches/${group.group_id}`)
        .set('Cookie', adminCookie)
        .send({ restaurant_id: other.restaurant_id, ...body });
    const audience = coupleIn(group).length;
    const refused = await assign({}).expect(409);
    const inFrench = await assign({}).set('Accept-Language', 'fr').expect(409);
    expect(inFrench.body.message).toBe(
      `Ce dîner est déjà dévoilé à ses couples : changer le restaurant ou la table du groupe ${group.group_id.slice(0, 8)} envoie à ses ${audience} couples payants (${audience * 2} personnes) un e-mail avec une invitation d’agenda mise à jour. Confirmez pour continuer.`,
    );
    expect(refused.body).toMatchObject({
      code: 'MATCHING.CONFIRM_CHANGE',
      message: `This dinner is already revealed to its couples: changing the restaurant or table of group ${group.group_id.slice(0, 8)} emails its ${audience} paid couples (${audience * 2} people) with an updated calendar invite. Confirm to go ahead.`,
    });
    expect((await matches()).find((g) => g.group_id === group.group_id)!.restaurant_id).toBe(group.restaurant_id);
    expect(await newMails()).toEqual([]);

    await assign({ confirm_changes: true }).expect(200);
    const mails = await newMails();
    expect(pairs(mails)).toEqual(expected(coupleIn(group), NEW_VENUE).sort());
    for (const mail of mails) {
      const ics = unfolded(mail);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('SEQUENCE:2');
      expect(ics).toContain(icsStart(eventDate));
      expect(ics).toContain(`LOCATION:${other.name}`);
      expect(mail.text).toContain(`It was at ${group.restaurant!.name}, table ${group.table_number}.`);
    }
    const seen = await dashboard(coupleIn(group)[0]);
    expect(seen).toMatchObject({ status: 'revealed', restaurant: { name: other.name } });
    expect(seen.table_number).toBe((await matches()).find((g) => g.group_id === group.group_id)!.table_number);
  });

  it('a couple moved: it gets its new table with the calendar entry updated; both groups’ couples are told their group changed; nobody else hears of it', async () => {
    const [from, to, ...rest] = await matches();
    const moved = coupleIn(from)[0];
    const move = (body: object) => groupPost('move-couple', { coupleId: moved, fromGroupId: from.group_id, toGroupId: to.group_id, override: true, ...body });
    const refused = await move({}).expect(409);
    expect(refused.body.code).toBe('MATCHING.CONFIRM_CHANGE');
    const audience = coupleIn(from).length + coupleIn(to).length;
    expect(refused.body.message).toBe(
      `This dinner is already revealed to its couples: this change to groups ${from.group_id.slice(0, 8)} and ${to.group_id.slice(0, 8)} emails ${audience} paid couples (${audience * 2} people), each told what changed for them. Confirm to go ahead.`,
    );
    expect(await newMails()).toEqual([]);

    await move({ confirm_changes: true }).expect(200);
    const after = (await matches()).find((g) => g.group_id === to.group_id)!;
    const mails = await newMails();
    const stayed = [...coupleIn(from).filter((id) => id !== moved), ...coupleIn(to)];
    expect(pairs(mails)).toEqual([...expected([moved], NEW_TABLE), ...expected(stayed, GROUP_CHANGED)].sort());
    for (const mail of mails.filter((m) => m.subject === NEW_TABLE)) {
      const ics = unfolded(mail);
      expect(ics).toMatch(/SEQUENCE:[1-9]/);
      expect(ics).toContain(icsStart(eventDate));
      if (after.restaurant) expect(ics).toContain(`LOCATION:${after.restaurant.name}`);
      expect(mail.text).toContain(`You will be dining with ${coupleIn(to).length === 1 ? 'one couple' : `${coupleIn(to).length} couples`}: `);
    }
    // Table-mates are named by first names only, as the reveal does; their addresses never.
    for (const mail of mails.filter((m) => m.subject === GROUP_CHANGED)) {
      expect(mail.text).not.toContain('Murphy');
      expect(mail.text).not.toContain('@example.ie');
    }
    const seen = await dashboard(moved);
    expect(seen.restaurant?.name ?? null).toBe(after.restaurant?.name ?? null);
    expect(seen.other_couples).toHaveLength(coupleIn(to).length);
    expect((await dashboard(coupleIn(from)[1])).other_couples).toHaveLength(coupleIn(from).length - 2);
    const untouched = rest.flatMap(coupleIn);
    expect(untouched.length).toBeGreaterThan(0);
    for (const user of membersOf(untouched)) expect(mails.some((m) => m.recipient === user.email)).toBe(false);
  });

  it('a couple removed: its group is told; the couple hears once, of its new table when seated again at once, or else of its full refund', async () => {
    const [group] = await matches();
    const removed = coupleIn(group)[0];
    const rest = coupleIn(group).filter((id) => id !== removed);
    const remove = (body: object) => groupPost('remove-couple', { coupleId: removed, groupId: group.group_id, override: true, ...body });
    const refused = await remove({}).expect(409);
    expect(refused.body.code).toBe('MATCHING.CONFIRM_CHANGE');
    expect(refused.body.message).toContain(
      `(${removed.slice(0, 8)}) is left without a table: unless seated again within minutes, its booking is cancelled and refunded in full, and it is told.`,
    );
    await remove({ confirm_changes: true }).expect(200);
    expect(pairs(await newMails())).toEqual(expected(rest, GROUP_CHANGED).sort());
    // The event names the admin who removed the couple, as the audit log does.
    expect(
      await db(app).query(`SELECT actor_type, actor_id FROM event_log WHERE type = 'group.couple_removed' AND payload->>'coupleId' = $1`, [removed]),
    ).toEqual([{ actor_type: 'admin', actor_id: adminId }]);
    // Not seated: the dashboard says its table is being set (past the reveal time, no restaurant).
    expect(await dashboard(removed)).toMatchObject({ status: 'confirmed', revealed: false, matched: false, restaurant: null, other_couples: [] });

    await groupPost('add-couple', { coupleId: removed, groupId: group.group_id, override: true, confirm_changes: true }).expect(200);
    const mails = await newMails();
    expect(pairs(mails)).toEqual([...expected([removed], NEW_TABLE), ...expected(rest, GROUP_CHANGED)].sort());
    for (const mail of mails.filter((m) => m.subject === NEW_TABLE)) expect(unfolded(mail)).toContain(`LOCATION:${group.restaurant!.name}`);
    expect((await dashboard(removed)).other_couples).toHaveLength(rest.length);

    await remove({ confirm_changes: true }).expect(200);
    expect(pairs(await newMails())).toEqual(expected(rest, GROUP_CHANGED).sort());
    app.clock.advance(5 * 60_000);
    await tickAll(app);
    const refunds = await newMails();
    expect(pairs(refunds)).toEqual(expected([removed], 'We could not seat you at this dinner').sort());
    for (const mail of refunds) expect(unfolded(mail)).toContain('METHOD:CANCEL');
    expect(await dashboard(removed)).toMatchObject({ status: 'cancelled' });
    expect((await groupPost('add-couple', { coupleId: removed, groupId: group.group_id, override: true, confirm_changes: true }).expect(409)).body.code).toBe(
      'MATCHING.NOT_BOOKED',
    );
  });

  it('a revealed group’s restaurant is never cleared, confirmed or not: its couples were told where they dine (found by the model, seed 48021)', async () => {
    const group = (await matches()).find((g) => g.restaurant_id)!;
    for (const body of [{ restaurant_id: null }, { restaurant_id: null, confirm_changes: true }]) {
      const refused = await app.http().put(`/api/admin/dinner-matches/${group.group_id}`).set('Cookie', adminCookie).send(body).expect(409);
      expect(refused.body).toMatchObject({
        code: 'MATCHING.REVEALED_GROUP_KEEPS_VENUE',
        message: `This dinner is already revealed: the couples of group ${group.group_id.slice(0, 8)} were told where they dine. Choose another restaurant for the group, or remove its couples one by one.`,
      });
    }
    expect((await matches()).find((g) => g.group_id === group.group_id)).toMatchObject({
      restaurant_id: group.restaurant_id,
      table_number: group.table_number,
    });
    expect(await newMails()).toEqual([]);
  });

  it('a group is not deleted once revealed: its couples are moved or removed one by one', async () => {
    const [group] = await matches();
    const refused = await app.http().delete(`/api/admin/dinners/${dinnerId}/groups/${group.group_id}`).set('Cookie', adminCookie).expect(409);
    expect(refused.body.code).toBe('MATCHING.DINNER_REVEALED');
    expect(await newMails()).toEqual([]);
  });

  it('a couple cancelling after the reveal: the rest of its group is told, without a word about who left; nobody else hears of it', async () => {
    const groups = await matches();
    const group = groups.find((g) => coupleIn(g).length > 1)!;
    const leaver = coupleById(coupleIn(group)[0]);
    const [booking] = await db(app).query("SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2 AND status = 'confirmed'", [
      dinnerId,
      leaver.coupleId,
    ]);
    await app.http().put(`/api/user/bookings/${booking.id}/cancel`).set('Cookie', leaver.cookie).expect(200);
    const mails = await newMails();
    const rest = coupleIn(group).filter((id) => id !== leaver.coupleId);
    expect(pairs(mails)).toEqual([...expected([leaver.coupleId], CANCELLED), ...expected(rest, GROUP_CHANGED)].sort());
    for (const mail of mails.filter((m) => m.subject === GROUP_CHANGED)) {
      expect(mail.text).toContain('One couple of your group for the surprise dinner in Dublin');
      for (const user of leaver.users) expect(mail.text).not.toContain(user.firstName);
      expect(mail.attachments).toEqual([]);
    }
    expect((await dashboard(rest[0])).other_couples).toHaveLength(rest.length - 1);

    // Its seat is kept until an admin takes it out; taking it out tells nobody again, and needs no confirmation.
    await groupPost('remove-couple', { coupleId: leaver.coupleId, groupId: group.group_id, override: true }).expect(200);
    expect(await newMails()).toEqual([]);
  });

  it('support cancels a booking after the reveal (issue 45): the rest of its table is told, and its restaurant hears the party one couple smaller', async () => {
    const group = (await matches()).find((g) => g.restaurant_id && coupleIn(g).length > 1)!;
    const leaver = coupleIn(group)[0];
    const [booking] = await db(app).query("SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2 AND status = 'confirmed'", [
      dinnerId,
      leaver,
    ]);
    const reservation = async (): Promise<{ party_size: number; revision: number }> =>
      (await db(app).query("SELECT party_size, revision FROM restaurant_reservations WHERE group_id = $1 AND status <> 'cancelled'", [group.group_id]))[0];
    const before = await reservation();
    await newMails();
    await app
      .http()
      .post(`/api/admin/support/bookings/${booking.id}/cancel`)
      .set('Cookie', adminCookie)
      .send({ fee: 'refund', reason: 'Asked by phone' })
      .expect(200);
    const rest = coupleIn(group).filter((id) => id !== leaver);
    const mails = await newMails();
    expect(pairs(mails)).toEqual([...expected([leaver], CANCELLED), ...expected(rest, GROUP_CHANGED)].sort());
    for (const mail of mails.filter((m) => m.subject === GROUP_CHANGED))
      expect(mail.text).toContain('One couple of your group for the surprise dinner in Dublin');
    const after = await reservation();
    expect(after).toEqual({ party_size: before.party_size - 2, revision: before.revision + 1 });
    const [told] = await db(app).query(
      'SELECT subject FROM mail_outbox WHERE recipient IN (SELECT email FROM restaurants WHERE id = $1) ORDER BY created_at DESC, id DESC LIMIT 1',
      [group.restaurant_id],
    );
    expect(told.subject).toMatch(new RegExp(`^Reservation changed: table ${group.table_number}, `));
    await groupPost('remove-couple', { coupleId: leaver, groupId: group.group_id, override: true }).expect(200);
    expect(await newMails()).toEqual([]);
  });

  it('a seated restaurant renamed and moved after the reveal (issue 45): its revealed couples get the calendar entry moved there, SEQUENCE up; the restaurant gets its reservation again', async () => {
    const { restaurants } = (await app.http().get('/api/restaurants').set('Cookie', adminCookie).expect(200)).body;
    const groups = await matches();
    const group = groups.find((g) => g.restaurant_id && restaurants.find((r: { id: string; email: string | null }) => r.id === g.restaurant_id)?.email)!;
    const { id, ...fields } = restaurants.find((r: { id: string }) => r.id === group.restaurant_id);
    const seatedThere = groups.filter((g) => g.restaurant_id === id).flatMap(coupleIn);
    const sequences = async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        (
          await db(app).query(
            "SELECT couple_id, calendar_sequence FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = ANY($2) AND status = 'confirmed' AND reveal_sent_at IS NOT NULL",
            [dinnerId, seatedThere],
          )
        ).map((row: { couple_id: string; calendar_sequence: number }) => [row.couple_id, row.calendar_sequence]),
      );
    const before = await sequences();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    await newMails();
    await app
      .http()
      .put(`/api/restaurants/${id}`)
      .set('Cookie', adminCookie)
      .send({ ...fields, name: 'Chez Nouveau', address: '1 New Street, Dublin 2' })
      .expect(200);
    const mails = await newMails();
    expect(pairs(mails)).toEqual(expected(Object.keys(before), NEW_VENUE).sort());
    const after = await sequences();
    for (const [coupleId, sequence] of Object.entries(before)) expect(after[coupleId]).toBe(sequence + 1);
    for (const mail of mails) {
      const ics = unfolded(mail);
      const coupleId = Object.keys(after).find((c) => membersOf([c]).some((user) => user.email === mail.recipient))!;
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`SEQUENCE:${after[coupleId]}`);
      expect(ics).toContain('LOCATION:Chez Nouveau');
      expect(mail.text).toContain(`It was at ${fields.name}`);
    }
    expect((await dashboard(Object.keys(after)[0])).restaurant).toMatchObject({ name: 'Chez Nouveau' });
    const told: { subject: string }[] = await db(app).query('SELECT subject FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [
      fields.email,
    ]);
    expect(told[0].subject).toMatch(/^Reservation changed: table /);
    expect(await db(app).query(`SELECT actor_type, actor_id FROM event_log WHERE type = 'restaurant.changed' AND aggregate_id = $1`, [id])).toEqual([
      { actor_type: 'admin', actor_id: adminId },
    ]);
  });

  it('the dinner’s time comes after those changes: every seated group dines; nobody else’s evening is cancelled, no restaurant told to release a table', async () => {
    // Issue 45: one couple taken out of its group leaves the dinner waiting for an admin; nobody acts.
    const [group] = (await matches()).filter((g) => coupleIn(g).length > 1);
    const removed = coupleIn(group)[0];
    await groupPost('remove-couple', { coupleId: removed, groupId: group.group_id, override: true, confirm_changes: true }).expect(200);
    app.clock.advance(5 * 60_000);
    await tickAll(app);
    expect(pairs(await newMails())).toEqual(
      [...expected([removed], 'We could not seat you at this dinner'), ...expected(coupleIn(group).slice(1), GROUP_CHANGED)].sort(),
    );
    const seated = (await matches()).filter((g) => g.restaurant_id && g.table_number).flatMap(coupleIn);
    expect(seated.length).toBeGreaterThan(0);
    const [before] = await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(before.status).toBe('pending_manual_intervention');
    const restaurantMailsBefore: { n: number }[] = await db(app).query(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE 'Reservation cancelled%'",
    );
    app.clock.advance(eventDate.getTime() + 60_000 - app.clock.now().getTime());
    await tickAll(app);
    const [after] = await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(after.status).toBe('restaurant_assigned');
    expect(await newMails()).toEqual([]);
    const [{ n }] = await db(app).query("SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE 'Reservation cancelled%'");
    expect(n).toBe(restaurantMailsBefore[0].n);
    for (const coupleId of seated) expect(await dashboard(coupleId)).toMatchObject({ status: 'revealed', revealed: true });

    // It takes place: the seated couples are asked for their review, as at any dinner.
    app.clock.advance(4 * HOUR);
    await tickAll(app);
    const [done] = await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(done.status).toBe('completed');
    expect(new Set((await newMails()).map((m) => m.recipient))).toEqual(new Set(membersOf(seated).map((user) => user.email)));
  });
});
