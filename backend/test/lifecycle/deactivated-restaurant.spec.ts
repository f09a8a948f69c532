import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, createSignedInAdmin, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';

const HOUR = 3_600_000;
const NOT_SEATED = 'We could not seat you at this dinner';

interface Group {
  group_id: string;
  restaurant_id: string | null;
  participants: { couple_id: string }[];
}

interface Restaurant {
  id: string;
  city: string;
  is_active: boolean;
}

/**
 * Issue 45, found by the model (seed 50001): a restaurant an admin deactivates after the reveal
 * seats nobody. Its tables are named in "Needs you" until the groups get another restaurant;
 * nobody acting, at the start its couples are refunded and told, and every other group dines.
 */
describe('a restaurant deactivated after the reveal', () => {
  let app: TestApp;
  let adminCookie: string;
  let couples: TestCouple[];
  let dinnerId: string;
  let eventDate: Date;

  const asAdmin = {
    get: (path: string) => app.http().get(path).set('Cookie', adminCookie).expect(200),
    put: (path: string, body: object) => app.http().put(path).set('Cookie', adminCookie).send(body).expect(200),
  };
  const matches = async (): Promise<Group[]> => (await asAdmin.get(`/api/admin/dinners/${dinnerId}/matches`)).body.matches;
  const restaurants = async (): Promise<Restaurant[]> => (await asAdmin.get('/api/restaurants')).body.restaurants;
  const coupleIds = (groups: Group[]) => groups.flatMap((group) => group.participants.map((participant) => participant.couple_id));
  const emailsOf = (ids: string[]) => couples.filter((couple) => ids.includes(couple.coupleId)).flatMap((couple) => couple.users.map((user) => user.email));
  const needs = async () =>
    (await asAdmin.get('/api/admin/dinners/needing-admins')).body.dinners.find((dinner: { dinner_id: string }) => dinner.dinner_id === dinnerId);

  /** Deactivates the restaurant of the dinner's first group, after giving every other group another one: one table is lost, the rest dine. */
  async function deactivateOneGroupsRestaurant(): Promise<{ lost: string[]; dining: string[] }> {
    const [first, ...others] = (await matches()).filter((group) => group.restaurant_id);
    const venue = (await restaurants()).find((restaurant) => restaurant.id === first.restaurant_id)!;
    const elsewhere = (await restaurants()).find((restaurant) => restaurant.id !== venue.id && restaurant.is_active && restaurant.city === venue.city)!;
    for (const group of others.filter((other) => other.restaurant_id === venue.id))
      await asAdmin.put(`/api/admin/dinner-matches/${group.group_id}`, { restaurant_id: elsewhere.id, confirm_changes: true });
    // The other restaurant confirms the tables it was given (as through its link).
    await db(app).query(`UPDATE restaurant_reservations SET status = 'confirmed', responded_at = now() WHERE dinner_id = $1 AND status = 'pending'`, [
      dinnerId,
    ]);
    const { id, ...fields } = venue;
    await asAdmin.put(`/api/restaurants/${id}`, { ...fields, is_active: false });
    return { lost: coupleIds([first]), dining: coupleIds(others) };
  }

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    ({ cookie: adminCookie } = await createSignedInAdmin(app));
    dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    couples = [];
    for (let n = 0; n < 9; n += 1) couples.push(await matchableCouple(app, [`Al${n}`, `Bo${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    [{ event_date: eventDate }] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    app.clock.advance(2 * HOUR);
    await tickAll(app);
    await db(app).query(`UPDATE restaurant_reservations SET status = 'confirmed', responded_at = now() WHERE dinner_id = $1`, [dinnerId]);
    // Past the reveal: every couple knows where it dines.
    app.clock.advance(eventDate.getTime() - 23 * HOUR - app.clock.now().getTime());
    await tickAll(app);
  });
  afterAll(() => app.close());

  it('its tables are named in "Needs you" and nobody is refunded before the start; at the start only its couples are refunded and told', async () => {
    expect(await needs()).toBeUndefined();
    const { lost, dining } = await deactivateOneGroupsRestaurant();
    expect(dining.length).toBeGreaterThan(0);
    expect((await needs()).missing).toEqual(['1 table at a deactivated restaurant']);
    expect(await db(app).query(`SELECT id FROM payments WHERE dinner_id = $1 AND status <> 'succeeded'`, [dinnerId])).toEqual([]);

    const [{ n: mailsBefore }] = await db(app).query('SELECT count(*)::int AS n FROM mail_outbox');
    app.clock.advance(eventDate.getTime() + 60_000 - app.clock.now().getTime());
    await tickAll(app);
    const mails: { recipient: string; subject: string }[] = await db(app).query(
      'SELECT recipient, subject FROM mail_outbox ORDER BY created_at, id OFFSET $1',
      [mailsBefore],
    );
    expect(
      mails
        .filter((mail) => mail.subject === NOT_SEATED)
        .map((mail) => mail.recipient)
        .sort(),
    ).toEqual(emailsOf(lost).sort());
    expect(mails.filter((mail) => emailsOf(dining).includes(mail.recipient))).toEqual([]);
    const refunded: { couple_id: string }[] = await db(app).query(`SELECT couple_id FROM payments WHERE dinner_id = $1 AND status <> 'succeeded'`, [dinnerId]);
    expect(refunded.map((row) => row.couple_id).sort()).toEqual([...lost].sort());
    const [{ status }] = await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(status).not.toMatch(/cancelled/);
  });
});
