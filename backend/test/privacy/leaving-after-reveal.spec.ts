import { DataSource } from 'typeorm';
import { createCouple, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { rowsReferring, tablesMentioning } from '../support/schema-scan';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN_ENV, adminAgent } from './admin-kit';
import { EventDispatcher } from '../../src/platform/events/event-dispatcher';

const LEAVER_NAMES: [string, string] = ['Zebedee', 'Ottoline'];
const LEAVER_LAST_NAME = 'Quillfeather';
const GROUP_MAIL = 'A change to your dinner group';

/**
 * Issue 21, item 6: a seated couple of a revealed group deleting its account. The others of
 * the group are told (not who), in the deletion's transaction; erasure keeps the facts the
 * dinners' figures count, and redacts the name in other people's mails instead of deleting them.
 */
describe('a couple leaving its group by erasure', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let tag = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A dinner with three booked couples seated in one group at a restaurant table; the first is the couple that will leave. */
  async function seatedDinner(options: { eventInHours: number; status?: string; booking?: string }) {
    const dinnerId = await createDinner(t, { eventInHours: options.eventInHours, deadlineInHours: options.eventInHours - 48 });
    if (options.status) await db(t).query(`UPDATE dinner_events SET status = $2 WHERE id = $1`, [dinnerId, options.status]);
    tag += 1;
    const couples = [
      await createCouple(t, { names: LEAVER_NAMES, lastName: LEAVER_LAST_NAME }),
      await createCouple(t, { names: [`Aoife${tag}`, `Cian${tag}`] }),
      await createCouple(t, { names: [`Niamh${tag}`, `Darragh${tag}`] }),
    ];
    const [restaurant] = await db(t).query(
      `INSERT INTO restaurants (name, address, city, country, cuisine_types, price_range, dietary_accommodations, dining_vibe_tags) VALUES ($1, '1 Main St', 'Dublin', 'Ireland', '{Italian}', '€€', '{Vegetarian}', '{Casual}') RETURNING id`,
      [`Table Talk ${tag}`],
    );
    const [group] = await db(t).query(
      `INSERT INTO dinner_groups (dinner_id, compatibility_score, restaurant_id, table_number, status) VALUES ($1, 80, $2, 1, 'restaurant_assigned') RETURNING id`,
      [dinnerId, restaurant.id],
    );
    for (const couple of couples) {
      const [booking] = await db(t).query(
        `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, $4, now()) RETURNING id`,
        [dinnerId, couple.coupleId, couple.users[0].id, options.booking ?? 'confirmed'],
      );
      await db(t).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id, booking_id) VALUES ($1, $2, $3, $4)`, [
        group.id,
        dinnerId,
        couple.coupleId,
        booking.id,
      ]);
    }
    return { dinnerId, groupId: group.id as string, leaver: couples[0], others: couples.slice(1) };
  }

  /** The reveal mail an other couple already has: it names the couples of its table. */
  const revealMailTo = (to: string) =>
    db(t).query(`INSERT INTO mail_outbox (recipient, subject, text, html, status, sent_at) VALUES ($1, 'Your table is revealed', $2, $3, 'sent', now())`, [
      to,
      `You will dine with ${LEAVER_NAMES.join(' & ')} and the others at Table Talk.`,
      `<p>You will dine with ${LEAVER_NAMES.join(' &amp; ')} and the others.</p>`,
    ]);

  /** Both members deleted by the admin, one after the other: the second leaves no member, so the couple goes. */
  async function eraseCouple(couple: TestCouple) {
    const admin = await adminAgent(t);
    for (const user of couple.users) await admin.delete(`/api/admin/users/${user.id}`).expect(200);
  }

  const mailsTo = (emails: string[]): Promise<{ recipient: string; subject: string; text: string }[]> =>
    db(t).query(`SELECT recipient, subject, text FROM mail_outbox WHERE recipient = ANY($1::text[]) ORDER BY recipient, created_at`, [emails]);
  const emailsOf = (couples: TestCouple[]) => couples.flatMap((couple) => couple.users.map((user) => user.email));

  it('tells each member of the remaining couples once, naming nobody, and keeps their mails with the name redacted', async () => {
    const { dinnerId, groupId, leaver, others } = await seatedDinner({ eventInHours: 20 });
    // Revealed: the reveal went out to the group's couples.
    await db(t).query('UPDATE dinner_bookings SET reveal_sent_at = now() WHERE dinner_id = $1', [dinnerId]);
    for (const email of emailsOf(others)) await revealMailTo(email);

    await eraseCouple(leaver);

    const mails = await mailsTo(emailsOf(others));
    const told = mails.filter((mail) => mail.subject === GROUP_MAIL);
    expect(told.map((mail) => mail.recipient).sort()).toEqual(emailsOf(others).sort());
    expect(told[0].text).toContain('One couple of your group for the surprise dinner in Dublin on ');
    expect(told[0].text).toContain('can no longer join.');
    expect(told[0].text).toContain('Your table stays as it was revealed: you will dine with the other couple of your group.');
    // The mail is `group.couple_left`'s subscriber's: handed the event again, it sends nothing twice.
    const [{ before }] = await db(t).query(`SELECT min(position) - 1 AS before FROM event_log WHERE type = 'group.couple_left'`);
    await db(t).query(`UPDATE event_subscriptions SET position = $1 WHERE name = 'matching.couple-left-mails'`, [before]);
    expect((await t.app.get(EventDispatcher).dispatch()).failures).toEqual([]);
    expect((await mailsTo(emailsOf(others))).filter((mail) => mail.subject === GROUP_MAIL)).toHaveLength(told.length);
    const reveals = mails.filter((mail) => mail.subject === 'Your table is revealed');
    expect(reveals).toHaveLength(4);
    for (const mail of reveals) expect(mail.text).toBe('You will dine with [removed] & [removed] and the others at Table Talk.');

    expect(await tablesMentioning(dataSource, [...LEAVER_NAMES, LEAVER_LAST_NAME, ...emailsOf([leaver])])).toEqual({});
    const seated = await db(t).query(`SELECT couple_id FROM dinner_group_participants WHERE group_id = $1`, [groupId]);
    expect(seated.map((row: { couple_id: string }) => row.couple_id).sort()).toEqual(others.map((couple) => couple.coupleId).sort());
    const bookings = await db(t).query(`SELECT status, count(*)::int AS n FROM dinner_bookings WHERE dinner_id = $1 GROUP BY status ORDER BY status`, [
      dinnerId,
    ]);
    expect(bookings).toEqual([
      { status: 'cancelled', n: 1 },
      { status: 'confirmed', n: 2 },
    ]);
    expect(await rowsReferring(dataSource, [leaver.coupleId, ...leaver.users.map((user) => user.id)], emailsOf([leaver]))).toEqual({ admin_audit_log: 2 });
  });

  it('tells nobody when the dinner is not revealed yet: the seat goes and the booking is cancelled', async () => {
    const { dinnerId, groupId, leaver, others } = await seatedDinner({ eventInHours: 96 });
    await eraseCouple(leaver);
    expect((await mailsTo(emailsOf(others))).filter((mail) => mail.subject === GROUP_MAIL)).toEqual([]);
    expect(await db(t).query(`SELECT count(*)::int AS n FROM dinner_group_participants WHERE group_id = $1`, [groupId])).toEqual([{ n: 2 }]);
    expect(await db(t).query(`SELECT count(*)::int AS n FROM dinner_bookings WHERE dinner_id = $1 AND status = 'cancelled'`, [dinnerId])).toEqual([{ n: 1 }]);
  });

  it("keeps a past dinner's figures: 3/20 booked, 3 matched, 3 attended before and after", async () => {
    const { dinnerId, leaver, others } = await seatedDinner({ eventInHours: -72, status: 'completed', booking: 'attended' });
    const admin = await adminAgent(t);
    const history = async () =>
      ((await admin.get('/api/admin/reports/history').expect(200)).body.dinners as { dinner_id: string }[]).find((row) => row.dinner_id === dinnerId);
    const analytics = async () => (await admin.get('/api/admin/reports/analytics').expect(200)).body;
    const before = await history();
    const analyticsBefore = await analytics();
    expect(before).toMatchObject({ booked_couples: 3, capacity: 20, matched_couples: 3, attended_couples: 3 });

    await eraseCouple(leaver);

    expect(await history()).toEqual(before);
    expect(await analytics()).toEqual(analyticsBefore);
    expect((await mailsTo(emailsOf(others))).filter((mail) => mail.subject === GROUP_MAIL)).toEqual([]);
    expect(await rowsReferring(dataSource, [leaver.coupleId, ...leaver.users.map((user) => user.id)], emailsOf([leaver]))).toEqual({ admin_audit_log: 2 });
  });
});
