import { createCouple, db } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { ADMIN_ENV, adminAgent } from './admin-kit';

describe('admin user list (GET /api/admin/users/joined)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let terminated: Awaited<ReturnType<typeof createCouple>>;
  const lastCancellation = new Date('2026-11-20T18:30:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, prepare: true });
    admin = await adminAgent(t);
    terminated = await createCouple(t, { names: ['Gráinne', 'Tadhg'], lastName: 'Ó Briain' });
    await db(t).query(
      `INSERT INTO couple_standings (couple_id, consecutive_late_cancellations, service_terminated, last_late_cancellation_at) VALUES ($1, 2, true, $2)`,
      [terminated.coupleId, lastCancellation],
    );
    await createCouple(t, { names: ['Orla', 'Fionn'], lastName: 'Ó Briain' });
  });
  afterAll(() => t.close());

  const page = async (query: Record<string, string | number>) => (await admin.get('/api/admin/users/joined').query(query).expect(200)).body;

  it('shows each member with the couple standing, partners in good standing without a standing row', async () => {
    const body = await page({ search: 'briain' });
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 25 });
    const byName = Object.fromEntries(body.users.map((user: Record<string, unknown>) => [user.first_name, user]));
    for (const name of ['Gráinne', 'Tadhg']) {
      expect(byName[name]).toMatchObject({
        service_terminated: true,
        consecutive_late_cancellations: 2,
        last_cancellation_date: lastCancellation.toISOString(),
      });
    }
    for (const name of ['Orla', 'Fionn'])
      expect(byName[name]).toMatchObject({ service_terminated: false, consecutive_late_cancellations: 0, last_cancellation_date: null });
    expect(byName.Gráinne.partner_first_name).toBe('Tadhg');
    expect(body.users[0]).not.toHaveProperty('total');
  });

  it('counts every match on each page, and past the last page answers no users with the same total', async () => {
    const second = await page({ search: 'briain', page: 2, page_size: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.users).toHaveLength(1);
    expect(await page({ search: 'briain', page: 5, page_size: 3 })).toEqual({ users: [], total: 4, page: 5, page_size: 3 });
    expect(await page({ search: 'nobody-matches-this' })).toEqual({ users: [], total: 0, page: 1, page_size: 25 });
  });

  it('refuses a page number beyond any list with a 400, here and on the audit log (a huge page once reached PostgreSQL as an infinite offset)', async () => {
    for (const path of ['/api/admin/users/joined', '/api/admin/audit-log']) {
      const { body } = await admin.get(path).query({ page: '1e+308' }).expect(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('sorts and filters on the server: by name or email either way, admins or members, verified or not', async () => {
    const names = (body: { users: { first_name: string }[] }) => body.users.map((user) => user.first_name);
    expect(names(await page({ search: 'briain', sort: 'name', order: 'asc' }))).toEqual(['Fionn', 'Gráinne', 'Orla', 'Tadhg']);
    expect(names(await page({ search: 'briain', sort: 'name', order: 'desc' }))).toEqual(['Tadhg', 'Orla', 'Gráinne', 'Fionn']);
    const byEmail = (await page({ search: 'briain', sort: 'email', order: 'asc' })).users.map((user: { email: string }) => user.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const admins = await page({ kind: 'admin' });
    expect(admins.users.length).toBeGreaterThan(0);
    expect(admins.users.every((user: { is_admin: boolean }) => user.is_admin)).toBe(true);
    expect((await page({ search: 'briain', kind: 'admin' })).total).toBe(0);
    expect((await page({ search: 'briain', kind: 'member' })).total).toBe(4);
    await db(t).query(`UPDATE users SET email_verified = false WHERE id = $1`, [terminated.users[1].id]);
    expect(names(await page({ search: 'briain', email_verified: 'false' }))).toEqual(['Tadhg']);
    expect((await page({ search: 'briain', email_verified: 'true' })).total).toBe(3);
  });

  it('answers 400 naming the parameter for an unknown sort, order or filter value', async () => {
    for (const [query, field] of [
      [{ sort: 'password_hash' }, 'sort'],
      [{ order: 'sideways' }, 'order'],
      [{ kind: 'robot' }, 'kind'],
      [{ email_verified: 'maybe' }, 'email_verified'],
    ] as const) {
      const { body } = await admin.get('/api/admin/users/joined').query(query).expect(400);
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  });
});
