import { createTestApp, TestApp } from '../support/test-app';
import { matchableCouple, seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { bookAndPay, createAdmin, createDinner, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;

/** Issue 23: one dinner's operations in one place, and its table list as CSV. */
describe("a dinner's operations page (GET /api/admin/dinners/{id}/operations)", () => {
  let app: TestApp;
  let admin: string;
  let couples: TestCouple[];
  let holder: TestCouple;
  let dinnerId: string;

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    admin = await createAdmin(app);
    dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 2 });
    couples = [await matchableCouple(app, ['=HYPERLINK("http://evil")', 'Bo0'])];
    for (let n = 1; n < 4; n += 1) couples.push(await matchableCouple(app, [`Al${n}`, `Bo${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    holder = await matchableCouple(app, ['Hana', 'Hugo']);
    await app.http().post('/api/payments/create-intent').set('Cookie', holder.cookie).send({ dinnerId, coupleId: holder.coupleId, amount: 15 }).expect(201);
  });
  afterAll(() => app.close());

  const operations = () => app.http().get(`/api/admin/dinners/${dinnerId}/operations`).set('Cookie', admin);

  it('lists the bookings with their payment, and the hold with its expiry', async () => {
    const { body } = await operations().expect(200);
    expect(body.dinner).toMatchObject({ id: dinnerId, city: 'Dublin', time_zone: 'Europe/Dublin', taken_spots: 5, logistics_fee: 15 });
    expect(body.bookings).toHaveLength(5);
    const paid = body.bookings.filter((b: { status: string }) => b.status === 'confirmed');
    expect(paid).toHaveLength(4);
    for (const booking of paid) expect(booking.payment).toMatchObject({ status: 'succeeded', amount: 15 });
    expect(body.holds).toEqual([expect.objectContaining({ couple_names: 'Hana & Hugo' })]);
    expect(new Date(body.holds[0].expires_at).getTime()).toBeGreaterThan(app.clock.now().getTime());
    expect(body.tables).toEqual([]);
  });

  it("once seated: groups with restaurant, table and the restaurant's answer, and the matching run in the history", async () => {
    app.clock.set(new Date(app.clock.now().getTime() + 3 * HOUR));
    await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true`).set('Cookie', admin).expect(200);
    const { body } = await operations().expect(200);
    expect(body.holds).toEqual([]);
    expect(body.bookings.find((b: { couple_id: string }) => b.couple_id === holder.coupleId).status).toBe('expired');
    expect(body.tables.length).toBeGreaterThan(0);
    for (const table of body.tables) {
      expect(table).toMatchObject({ restaurant_emailed: true, reservation: { status: 'pending', revision: 1 } });
      expect(table.party_size).toBe(table.couple_names.length * 2);
    }
    expect(body.history[0]).toMatchObject({ kind: 'matching_run', failed: false });
    expect(body.history[0].summary).toMatch(/^Matching run \(admin\): succeeded/);
    expect(body.history.map((h: { summary: string }) => h.summary)).toContain('Admin action: close bookings');
  });

  it('exports the table list as CSV, per restaurant, no cell starting a formula', async () => {
    const { body } = await operations().expect(200);
    const all = await app.http().get(`/api/admin/dinners/${dinnerId}/tables.csv`).set('Cookie', admin).expect(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    const lines = all.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe("Restaurant,Date,Time (Europe/Dublin),Table,Party size,Guests (first names),Dietary needs,Restaurant's answer");
    expect(lines).toHaveLength(body.tables.length + 1);
    // The name is inside a cell, so it cannot start a formula; no cell starts with one (csv.spec.ts covers the defusing).
    expect(all.text).toContain('=HYPERLINK(""http://evil"")');
    expect(all.text).not.toMatch(/(^|,)"?[=+\-@]/m);
    const one = body.tables[0];
    const only = await app.http().get(`/api/admin/dinners/${dinnerId}/tables.csv`).query({ restaurant_id: one.restaurant_id }).set('Cookie', admin).expect(200);
    const rows = only.text.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBe(body.tables.filter((t: { restaurant_id: string }) => t.restaurant_id === one.restaurant_id).length);
    await app.http().get(`/api/admin/dinners/${dinnerId}/tables.csv`).query({ restaurant_id: 'nope' }).set('Cookie', admin).expect(400);
  });

  it("names in the history an admin's move and removal of couples between tables, and the admin", async () => {
    const { body } = await operations().expect(200);
    const [table] = body.tables as { group_id: string; couple_names: string[] }[];
    const coupleNamed = (names: string) => body.bookings.find((b: { couple_names: string }) => b.couple_names === names);
    const [moved, other] = table.couple_names.slice(0, 2).map(coupleNamed);
    const groups = async (path: string, change: object) =>
      (
        await app
          .http()
          .post(`/api/admin/dinners/${dinnerId}/groups/${path}`)
          .set('Cookie', admin)
          .send({ ...change, override: true, confirm_changes: true })
          .expect(200)
      ).body;
    for (const couple of [moved, other]) await groups('remove-couple', { coupleId: couple.couple_id, groupId: table.group_id });
    await groups('create', { coupleIds: [moved.couple_id, other.couple_id] });
    const created = (await operations().expect(200)).body.tables.find((t: { group_id: string }) => t.group_id !== table.group_id).group_id;
    await groups('move-couple', { coupleId: moved.couple_id, fromGroupId: created, toGroupId: table.group_id });
    const summaries = (await operations().expect(200)).body.history.map((h: { summary: string }) => h.summary);
    expect(summaries).toContain(`Admin action: Ada Admin moved ${moved.couple_names} to another table.`);
    expect(summaries).toContain(`Admin action: Ada Admin removed ${moved.couple_names} from their table.`);
  });

  it('shows a cancelled dinner\'s tables with their reservation cancelled (the table released), never "Not sent" (issue 51)', async () => {
    type Table = { group_id: string; restaurant_id: string | null; table_number: number | null; reservation: { status: string } | null };
    const seated = ((await operations().expect(200)).body.tables as Table[]).filter((t) => t.restaurant_id && t.table_number !== null && t.reservation);
    expect(seated.length).toBeGreaterThan(0);
    await app.http().post(`/api/admin/dinner-events/${dinnerId}/cancel`).set('Cookie', admin).expect(200);
    const { body } = await operations().expect(200);
    expect(body.dinner.status).toBe('cancelled_by_system');
    for (const before of seated) expect(body.tables.find((t: Table) => t.group_id === before.group_id)?.reservation).toMatchObject({ status: 'cancelled' });
  });

  it('is for admins only, and answers 404 for an unknown dinner', async () => {
    await app.http().get(`/api/admin/dinners/${dinnerId}/operations`).set('Cookie', couples[1].cookie).expect(403);
    await app.http().get(`/api/admin/dinners/${dinnerId}/operations`).expect(401);
    await app.http().get('/api/admin/dinners/00000000-0000-4000-8000-000000000000/operations').set('Cookie', admin).expect(404);
  });
});
