import { createTestApp, TestApp } from '../support/test-app';
import { matchableCouple, seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { bookAndPay, createAdmin, createDinner, db, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;

interface Mail {
  recipient: string;
  subject: string;
  text: string;
}

/** Issue 23: each restaurant hears of its tables (new, changed, cancelled) and answers through a signed link. */
describe('restaurant reservations', () => {
  let app: TestApp;
  let admin: string;
  let adminEmail: string;
  let couples: TestCouple[];
  let dinnerId: string;
  let seen = 0;

  /** Mails written since the last call. */
  const newMails = async (): Promise<Mail[]> => {
    const rows: Mail[] = await db(app).query('SELECT recipient, subject, text FROM mail_outbox ORDER BY created_at, id');
    const fresh = rows.slice(seen);
    seen = rows.length;
    return fresh;
  };
  const restaurantMails = (mails: Mail[]) => mails.filter((mail) => mail.recipient.startsWith('bookings@'));
  const tokenIn = (mail: Mail) => decodeURIComponent(/restaurant-reservation\?token=([^\s)"]+)/.exec(mail.text)![1]);
  const view = (token: string) => app.http().get('/api/restaurant-reservations').query({ token });
  const answer = (token: string, body: object) =>
    app
      .http()
      .post('/api/restaurant-reservations/answer')
      .send({ token, ...body });
  const groups = async (): Promise<{ id: string; restaurant_id: string; table_number: number }[]> =>
    db(app).query('SELECT id, restaurant_id, table_number FROM dinner_groups WHERE dinner_id = $1 ORDER BY created_at, id', [dinnerId]);

  beforeAll(async () => {
    app = await createTestApp();
    adminEmail = await seedVenuesAndAdmin(app);
    admin = await createAdmin(app);
    dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 2 });
    couples = [];
    for (let n = 0; n < 4; n += 1) couples.push(await matchableCouple(app, [`Al${n}`, `Bo${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.set(new Date(app.clock.now().getTime() + 3 * HOUR));
    await newMails();
  });
  afterAll(() => app.close());

  it('seating the groups sends each restaurant a reservation mail: time, table, party size, first names, dietary needs and a link', async () => {
    await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true&seed=7`).set('Cookie', admin).expect(200);
    const seated = await groups();
    expect(seated.length).toBeGreaterThan(0);
    const mails = restaurantMails(await newMails());
    expect(mails).toHaveLength(seated.length);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^New reservation: table \d+, \d+ people, /);
      expect(mail.text).toMatch(/Party size: \d+ people/);
      expect(mail.text).toMatch(/Guests \(first names\): (Al|Bo)\d/);
      expect(mail.text).toContain('Dietary needs: none');
      for (const couple of couples) expect(mail.text).not.toContain(couple.users[0].email);
    }
    const reservations = await db(app).query('SELECT status, revision FROM restaurant_reservations WHERE dinner_id = $1', [dinnerId]);
    expect(reservations).toHaveLength(seated.length);
    expect(reservations.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  });

  it('the link shows the table and confirms it once, however often it is used; a forged link is refused', async () => {
    await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true&seed=7`).set('Cookie', admin).expect(200);
    // The same groups again: nothing new to tell the restaurants.
    expect(restaurantMails(await newMails())).toHaveLength(0);
    const [first] = await groups();
    const rows: Mail[] = await db(app).query(
      `SELECT recipient, subject, text FROM mail_outbox WHERE subject LIKE 'New reservation: table ${first.table_number},%' ORDER BY created_at`,
    );
    const token = tokenIn(rows[rows.length - 1]);
    const shown = (await view(token).expect(200)).body;
    expect(shown).toMatchObject({ table_number: first.table_number, status: 'pending', time_zone: 'Europe/Dublin' });
    expect(shown.party_size).toBe(shown.first_names.length);
    expect((await answer(token, { answer: 'confirm' }).expect(200)).body.status).toBe('confirmed');
    expect((await answer(token, { answer: 'confirm' }).expect(200)).body.status).toBe('confirmed');
    expect(await newMails()).toHaveLength(0);

    // Issue 46: confirm, decline, confirm on one link mailed the admins at each decline.
    const now = app.clock.now();
    app.clock.set(new Date(now.getTime() + 48 * HOUR));
    expect((await answer(token, { answer: 'decline' }).expect(409)).body.code).toBe('RESERVATIONS.REVEALED');
    app.clock.set(now);
    expect((await answer(token, { answer: 'decline' }).expect(200)).body.status).toBe('declined');
    const alerted = (await newMails()).map((mail) => mail.recipient);
    expect(alerted).toContain(adminEmail.toLowerCase());
    expect(new Set(alerted).size).toBe(alerted.length);
    const again = await answer(token, { answer: 'confirm' }).expect(409);
    expect(again.body).toMatchObject({ code: 'RESERVATIONS.DECLINED', message: expect.stringContaining('please contact our team') });
    await answer(token, { answer: 'decline' }).expect(200);
    expect(await newMails()).toHaveLength(0);

    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await view(forged).expect(404)).body.code).toBe('RESERVATIONS.INVALID_LINK');
    await view('not-a-token').expect(404);
    await answer(token, { answer: 'maybe' }).expect(400);
  });

  it('a group moved to another restaurant frees its old table (the old link then refused) and books the new one; a decline alerts the admins', async () => {
    const [first] = await groups();
    const oldToken = tokenIn(
      (
        await db(app).query(`SELECT text FROM mail_outbox WHERE subject LIKE 'New reservation: table ${first.table_number},%' ORDER BY created_at DESC LIMIT 1`)
      )[0],
    );
    const options = (await app.http().get(`/api/admin/dinner-matches/${first.id}/restaurant-options`).set('Cookie', admin).expect(200)).body.options;
    const other = options.find(
      (o: { restaurant_id: string; unavailable_reason: string | null }) => o.restaurant_id !== first.restaurant_id && o.unavailable_reason === null,
    );
    await app.http().put(`/api/admin/dinner-matches/${first.id}`).set('Cookie', admin).send({ restaurant_id: other.restaurant_id }).expect(200);
    const mails = restaurantMails(await newMails());
    expect(mails.map((m) => m.subject.split(':')[0]).sort()).toEqual(['New reservation', 'Reservation cancelled']);
    expect((await view(oldToken).expect(409)).body.code).toBe('RESERVATIONS.CANCELLED');
    const token = tokenIn(mails.find((m) => m.subject.startsWith('New reservation'))!);
    const declined = await answer(token, { answer: 'decline', reason: 'Closed for a private party.' }).expect(200);
    expect(declined.body.status).toBe('declined');
    const alerts = await newMails();
    expect(alerts.map((m) => m.recipient)).toContain(adminEmail.toLowerCase());
    expect(alerts[0].subject).toMatch(/declined a table for the dinner in Dublin$/);
    expect(alerts[0].text).toContain('Their reason: Closed for a private party.');
    await answer(token, { answer: 'decline' }).expect(200);
    expect(await newMails()).toHaveLength(0);
  });

  it('a group moved to another table of the restaurant that declined its table: one "Reservation changed" mail naming the table, new and old, with the new link (issue 51)', async () => {
    const open: { group_id: string; restaurant_id: string; table_number: number }[] = await db(app).query(
      `SELECT group_id, restaurant_id, table_number FROM restaurant_reservations WHERE dinner_id = $1 AND status <> 'cancelled'`,
      [dinnerId],
    );
    const moves: ((typeof open)[number] & { to: number })[] = [];
    for (const reservation of open) {
      const options = (await app.http().get(`/api/admin/dinner-matches/${reservation.group_id}/restaurant-options`).set('Cookie', admin).expect(200)).body
        .options;
      const same = options.find((o: { restaurant_id: string }) => o.restaurant_id === reservation.restaurant_id);
      const table = same?.free_tables.find((n: number) => n !== reservation.table_number);
      if (table) moves.push({ ...reservation, to: table as number });
    }
    const [move] = moves;
    expect(move).toBeDefined();
    const [earlier]: Mail[] = await db(app).query(
      `SELECT recipient, subject, text FROM mail_outbox WHERE recipient = (SELECT email FROM restaurants WHERE id = $1) AND subject ~ ': table ${move.table_number}[ ,]' AND text LIKE '%token=%' ORDER BY created_at DESC, id DESC LIMIT 1`,
      [move.restaurant_id],
    );
    await app
      .http()
      .put(`/api/admin/dinner-matches/${move.group_id}`)
      .set('Cookie', admin)
      .send({ restaurant_id: move.restaurant_id, table_number: move.to })
      .expect(200);
    const mails = restaurantMails(await newMails());
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Reservation changed: table ${move.to} \\(was ${move.table_number}\\), \\d+ people, `)),
    ]);
    expect(mails[0].text).toContain(`A reservation Tablemates made with you for table ${move.table_number} has changed:`);
    expect(mails[0].text).toContain(`Table: now ${move.to} (was ${move.table_number})`);
    expect(mails[0].text).not.toContain('Party size: now');
    expect((await view(tokenIn(mails[0])).expect(200)).body).toMatchObject({ table_number: move.to, status: 'pending' });
    expect((await view(tokenIn(earlier)).expect(409)).body.code).toBe('RESERVATIONS.CANCELLED');
    const tables = await db(app).query(
      `SELECT table_number, status FROM restaurant_reservations WHERE dinner_id = $1 AND restaurant_id = $2 AND table_number = ANY($3) ORDER BY status`,
      [dinnerId, move.restaurant_id, [move.table_number, move.to]],
    );
    expect(tables).toEqual([
      { table_number: move.table_number, status: 'cancelled' },
      { table_number: move.to, status: 'pending' },
    ]);
  });

  it('a couple cancelling changes its table: the restaurant gets the new party size and the older link is refused', async () => {
    const before = await db(app).query(
      `SELECT r.id, r.party_size, r.revision FROM restaurant_reservations r WHERE r.dinner_id = $1 AND r.status <> 'cancelled'`,
      [dinnerId],
    );
    const [booking] = await db(app).query(`SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2`, [dinnerId, couples[0].coupleId]);
    const [table] = await db(app).query(
      `SELECT g.restaurant_id, g.table_number FROM dinner_groups g JOIN dinner_group_participants p ON p.group_id = g.id WHERE g.dinner_id = $1 AND p.couple_id = $2`,
      [dinnerId, couples[0].coupleId],
    );
    const earlier: Mail[] = await db(app).query(
      `SELECT recipient, subject, text FROM mail_outbox WHERE recipient = (SELECT email FROM restaurants WHERE id = $1) AND subject ~ ': table ${table.table_number}[ ,]' AND text LIKE '%token=%' ORDER BY created_at DESC LIMIT 1`,
      [table.restaurant_id],
    );
    await app.http().put(`/api/user/bookings/${booking.id}/cancel`).set('Cookie', couples[0].cookie).expect(200);
    const mails = restaurantMails(await newMails());
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(new RegExp(`^Reservation changed: table ${table.table_number}, `));
    const after = await db(app).query(
      `SELECT party_size, revision, status FROM restaurant_reservations WHERE dinner_id = $1 AND restaurant_id = $2 AND table_number = $3`,
      [dinnerId, table.restaurant_id, table.table_number],
    );
    const previous = before.find(
      (r: { party_size: number; revision: number }) => r.revision === after[0].revision - 1 && r.party_size === after[0].party_size + 2,
    );
    expect(previous).toBeDefined();
    // The mail says what changed, old and new, not only how the table stands now (issue 51).
    const was = `${after[0].party_size + 2} people`;
    expect(mails[0].subject).toMatch(
      new RegExp(`^Reservation changed: table ${table.table_number}, ${after[0].party_size} people \\(was ${after[0].party_size + 2}\\), `),
    );
    expect(mails[0].text).toContain(`Party size: now ${after[0].party_size} people (was ${was})`);
    expect(after[0].status).toBe('pending');
    expect((await view(tokenIn(earlier[0])).expect(409)).body.code).toBe('RESERVATIONS.OUTDATED');
    expect((await view(tokenIn(mails[0])).expect(200)).body.party_size).toBe(after[0].party_size);
  });

  it('a dinner moved to a new time: each restaurant is told the time, new and old, and nothing else changed (issue 51)', async () => {
    const [dinner] = await db(app).query('SELECT event_date, booking_deadline, capacity, logistics_fee_cents FROM dinner_events WHERE id = $1', [dinnerId]);
    const later = new Date(dinner.event_date.getTime() + HOUR);
    const open: { n: number }[] = await db(app).query(`SELECT count(*)::int AS n FROM restaurant_reservations WHERE dinner_id = $1 AND status <> 'cancelled'`, [
      dinnerId,
    ]);
    await app
      .http()
      .put(`/api/admin/dinner-events/${dinnerId}`)
      .set('Cookie', admin)
      .send({
        city: 'Dublin',
        country: 'Ireland',
        event_date: later.toISOString(),
        booking_deadline: dinner.booking_deadline.toISOString(),
        capacity: dinner.capacity,
        frequency: 'one-time',
        logistics_fee: dinner.logistics_fee_cents / 100,
      })
      .expect(200);
    const when = (date: Date) => new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Dublin' }).format(date);
    const mails = restaurantMails(await newMails());
    expect(mails).toHaveLength(open[0].n);
    for (const mail of mails) {
      expect(mail.subject).toMatch(new RegExp(`^Reservation changed: table \\d+, \\d+ people, ${when(later)}$`));
      expect(mail.text).toContain(`Time: now ${when(later)} (was ${when(dinner.event_date)})`);
      expect(mail.text).not.toContain('Table: now');
      expect(mail.text).not.toContain('Party size: now');
    }
  });

  it('cancelling the dinner cancels every table still reserved', async () => {
    const open = (await db(app).query(`SELECT count(*)::int AS n FROM restaurant_reservations WHERE dinner_id = $1 AND status <> 'cancelled'`, [dinnerId]))[0]
      .n;
    await app.http().post(`/api/admin/dinner-events/${dinnerId}/cancel`).set('Cookie', admin).expect(200);
    const cancelled = restaurantMails(await newMails()).filter((m) => m.subject.startsWith('Reservation cancelled'));
    expect(cancelled).toHaveLength(open);
  });
});
