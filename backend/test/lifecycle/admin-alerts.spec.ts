import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createAdmin, createDinner, createSignedInAdmin, db } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';
import { tick } from './run-job';

const HOUR = 3_600_000;
const alert = (hours: number) => `Dinner in Dublin starts within ${hours} ${hours === 1 ? 'hour' : 'hours'} and needs you`;

/**
 * Issue 45: an admin is alerted when a dinner needs them, 24, 6 and 1 hours before its start,
 * with what is missing, once per threshold; the dashboard lists it with the same lines.
 */
describe('the admins’ alerts before a dinner that needs them', () => {
  let app: TestApp;
  let adminEmail: string;
  let frenchAdminEmail: string;
  let adminCookie: string;
  let dinnerId: string;
  let eventDate: Date;
  let cleared: { group_id: string; restaurant_id: string; table_number: number };

  const alerts = async (): Promise<{ subject: string; text: string }[]> =>
    db(app).query(`SELECT subject, text FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%needs you' ORDER BY created_at, id`, [adminEmail]);
  const frenchAlerts = async (): Promise<{ subject: string; text: string }[]> =>
    db(app).query(`SELECT subject, text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id`, [frenchAdminEmail]);
  const needingAdmins = async () =>
    (await app.http().get('/api/admin/dinners/needing-admins').set('Cookie', adminCookie).expect(200)).body.dinners.filter(
      (dinner: { dinner_id: string }) => dinner.dinner_id === dinnerId,
    );
  const moveTo = async (hoursBefore: number) => app.clock.advance(eventDate.getTime() - hoursBefore * HOUR - app.clock.now().getTime());

  beforeAll(async () => {
    app = await createTestApp();
    adminEmail = await seedVenuesAndAdmin(app);
    adminCookie = await createAdmin(app);
    const french = await createSignedInAdmin(app);
    await db(app).query(`UPDATE users SET language = 'fr' WHERE id = $1`, [french.id]);
    [{ email: frenchAdminEmail }] = await db(app).query(`SELECT email FROM users WHERE id = $1`, [french.id]);
    dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    for (let n = 0; n < 6; n += 1) await bookAndPay(app, await matchableCouple(app, [`Al${n}`, `Bo${n}`]), dinnerId);
    const [row] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    eventDate = row.event_date;
    app.clock.advance(2 * HOUR);
    await tickAll(app);
    // Every table confirmed by its restaurant but one group's, whose restaurant an admin cleared.
    await db(app).query(`UPDATE restaurant_reservations SET status = 'confirmed', responded_at = now() WHERE dinner_id = $1`, [dinnerId]);
    const { matches } = (await app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', adminCookie).expect(200)).body;
    cleared = matches[0];
    await app.http().put(`/api/admin/dinner-matches/${cleared.group_id}`).set('Cookie', adminCookie).send({}).expect(200);
  });
  afterAll(() => app.close());

  it('more than 24 hours ahead: the dashboard lists what is missing; no mail yet', async () => {
    await moveTo(25);
    await tick(app, 'dinners.admin-alerts');
    expect(await alerts()).toEqual([]);
    expect(await needingAdmins()).toEqual([
      expect.objectContaining({
        city: 'Dublin',
        event_date: eventDate.toISOString(),
        time_zone: 'Europe/Dublin',
        minutes_left: 25 * 60,
        unseated_couples: 0,
        groups_without_restaurant: 1,
        tables_declined: 0,
        tables_unanswered: 0,
        tables_at_deactivated_restaurants: 0,
        missing: ['1 group without a restaurant'],
      }),
    ]);
  });

  it('24 and 6 hours before: one mail each, saying what is missing, never twice', async () => {
    await moveTo(24);
    await tick(app, 'dinners.admin-alerts');
    await tick(app, 'dinners.admin-alerts');
    expect((await alerts()).map((mail) => mail.subject)).toEqual([alert(24)]);
    expect((await alerts())[0].text).toContain('1 group without a restaurant.');
    await moveTo(7);
    await tick(app, 'dinners.admin-alerts');
    expect(await alerts()).toHaveLength(1);
    await moveTo(6);
    await tick(app, 'dinners.admin-alerts');
    await tick(app, 'dinners.admin-alerts');
    expect((await alerts()).map((mail) => mail.subject)).toEqual([alert(24), alert(6)]);
  });

  it('an admin who reads French gets the same alerts in French, at the Dublin time (issue 49)', async () => {
    const mails = await frenchAlerts();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Le dîner à Dublin commence dans moins de 24 heures et a besoin de vous',
      'Le dîner à Dublin commence dans moins de 6 heures et a besoin de vous',
    ]);
    expect(mails[0].text).toContain('Bonjour,');
    expect(mails[0].text).toContain('1 groupe sans restaurant.');
    expect(mails[0].text).toContain('Ouvrir la page des opérations');
    expect(mails[0].text).toContain(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Dublin' }).format(eventDate));
  });

  it('a table declined counts too; once nothing is missing, no alert and no entry on the dashboard', async () => {
    await db(app).query(
      `UPDATE restaurant_reservations SET status = 'declined' WHERE id = (SELECT id FROM restaurant_reservations WHERE dinner_id = $1 AND status = 'confirmed' LIMIT 1)`,
      [dinnerId],
    );
    expect((await needingAdmins())[0].missing).toEqual(['1 group without a restaurant', '1 table declined by the restaurant']);
    // The admin seats the group again and every restaurant confirms (as through its link).
    await app
      .http()
      .put(`/api/admin/dinner-matches/${cleared.group_id}`)
      .set('Cookie', adminCookie)
      .send({ restaurant_id: cleared.restaurant_id, table_number: cleared.table_number, confirm_changes: true })
      .expect(200);
    expect((await needingAdmins())[0].missing).toEqual(['1 table declined by the restaurant', '1 table not answered by the restaurant']);
    await db(app).query(`UPDATE restaurant_reservations SET status = 'confirmed' WHERE dinner_id = $1 AND status <> 'cancelled'`, [dinnerId]);
    expect(await needingAdmins()).toEqual([]);
    await moveTo(1);
    await tick(app, 'dinners.admin-alerts');
    expect(await alerts()).toHaveLength(2);
  });
});
