import type { DataSource } from 'typeorm';
import { DataSource as DataSourceToken } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { exampleFor } from '../support/openapi-examples';
import { adminOnly, byKey, committedOpenApi, fillPath, requiresSignIn, Route, routeKey, routesOf, servedRouteKeys } from '../support/openapi-routes';
import { bookAndPay, createCouple, createDinner, signIn, TestCouple } from '../dinners/dinner-fixtures';

/**
 * Every route of the OpenAPI document × anonymous / couple A / couple B / A's partner /
 * admin, each route (and role) a test of its own. Couple B aims every request at couple A's
 * things (its bookings, payment, couple and dinner ids in every path and id field) and must
 * neither succeed on a path naming them, nor change any of them, nor read A's members. A
 * route added later is covered without touching this file; one whose path names a resource
 * every signed-in user may read goes in SHARED_RESOURCES, deliberately.
 */
const SHARED_RESOURCES = new Set([
  'GET /api/dinners/{dinnerId}',
  // A dinner's standby list, from the caller's own couple: any couple may join or leave it, and sees only its own place.
  'GET /api/user/dinners/{dinnerId}/standby',
  'POST /api/user/dinners/{dinnerId}/standby',
  'DELETE /api/user/dinners/{dinnerId}/standby',
]);
/** Ends the caller's session: the sweep would sign itself out. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);
/** Deletes every member, the fixtures included: couples still get their 403 on it, the admin sweep leaves it out. */
const WIPES_FIXTURES = new Set(['POST /api/admin/purge/users']);
const ADMIN = { email: 'matrix-admin@tablemates.ie', password: 'matrix-admin-password-1' };
const A_LAST_NAME = 'Vandersloot';

const document = committedOpenApi();
const routes = routesOf(document).filter((route) => !ENDS_SESSION.has(routeKey(route)));
const ADMIN_ROUTES = routes.filter(adminOnly);
const MEMBER_ROUTES = routes.filter((route) => !adminOnly(route));

type Role = 'anonymous' | 'coupleA' | 'partnerA' | 'coupleB' | 'admin';
/** [`role METHOD /path`, role, route] for it.each, roles in turn as the sweeps went. */
const forRoles = (roles: readonly Role[], selected: Route[]): [string, Role, Route][] =>
  roles.flatMap((role) => selected.map((route): [string, Role, Route] => [`${role} ${routeKey(route)}`, role, route]));
interface Answer {
  role: Role;
  route: Route;
  url: string;
  status: number;
  text: string;
}

describe('authorization matrix over the OpenAPI route table', () => {
  let t: TestApp;
  let a: TestCouple;
  let b: TestCouple;
  const cookies = {} as Record<Role, string | undefined>;
  /** Couple A's things that couple B aims at. */
  let aIds: { heldBooking: string; paidBooking: string; bookedDinner: string; couple: string; intent: string };

  const db = () => t.app.get<typeof DataSourceToken, DataSource>(DataSourceToken);
  const stateOfA = async () => ({
    bookings: await db().query('SELECT id, dinner_id, status, hold_expires_at FROM dinner_bookings WHERE couple_id = $1 ORDER BY id', [a.coupleId]),
    payments: await db().query('SELECT id, status, booking_id FROM payments WHERE couple_id = $1 ORDER BY id', [a.coupleId]),
    members: await db().query('SELECT id, email, role, couple_id, password_hash, email_verified FROM users WHERE couple_id = $1 ORDER BY id', [a.coupleId]),
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, prepare: true });
    a = await createCouple(t, { lastName: A_LAST_NAME });
    b = await createCouple(t, { names: ['Brendan', 'Bronagh'] });
    const paidDinner = await createDinner(t);
    const paidBooking = await bookAndPay(t, a, paidDinner);
    const intent = await t
      .http()
      .post('/api/payments/create-intent')
      .set('Cookie', a.cookie)
      .send({ dinnerId: await createDinner(t) })
      .expect(201);
    aIds = { heldBooking: intent.body.bookingId, paidBooking, bookedDinner: paidDinner, couple: a.coupleId, intent: intent.body.paymentIntentId };
    const admin = await t.http().post('/api/admin/login').send(ADMIN).expect(200);
    Object.assign(cookies, {
      anonymous: undefined,
      coupleA: a.cookie,
      partnerA: await signIn(t, a.users[1].id),
      coupleB: b.cookie,
      admin: (admin.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]).join('; '),
    });
  });
  afterAll(() => t.close());

  /** The requests of one route aimed at couple A: one per id of A's, in every path parameter and id field. */
  function requestsAimedAtA(route: Route): { url: string; body?: unknown }[] {
    return Object.values(aIds).map((id) => ({
      url: fillPath(route.path, () => id),
      body: route.body
        ? exampleFor(document, route.body, (name, schema) => {
            if (/intent/i.test(name)) return aIds.intent;
            if (schema.format === 'uuid') return id;
            if (schema.format === 'email') return a.users[0].email;
            return undefined;
          })
        : undefined,
    }));
  }

  async function sweep(role: Role, selected: Route[]): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (const route of selected) {
      for (const { url, body } of requestsAimedAtA(route)) {
        let req = t.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
        const cookie = cookies[role];
        if (cookie) req = req.set('Cookie', cookie);
        const res = body === undefined ? await req : await req.send(body as object);
        answers.push({ role, route, url, status: res.status, text: res.text });
      }
    }
    return answers;
  }

  const describeAnswer = (answer: Answer) => `${answer.role} ${answer.route.method} ${answer.url} -> ${answer.status}`;

  it('sweeps the routes the app serves', async () => {
    expect(routesOf(document).map(routeKey).sort()).toEqual(await servedRouteKeys(t));
  });

  describe('answers anonymous callers 401 on every route that needs a session', () => {
    it.each(byKey(routes.filter(requiresSignIn)))('%s', async (_key, route) => {
      const wrong = (await sweep('anonymous', [route])).filter((answer) => answer.status !== 401);
      expect(wrong.map(describeAnswer)).toEqual([]);
    });
  });

  describe('answers couple members 403 on every admin route, and lets the admin in', () => {
    it.each(forRoles(['coupleA', 'partnerA', 'coupleB'], ADMIN_ROUTES))('%s', async (_key, role, route) => {
      const wrong = (await sweep(role, [route])).filter((answer) => answer.status !== 403);
      expect(wrong.map(describeAnswer)).toEqual([]);
    });

    it.each(
      forRoles(
        ['admin'],
        ADMIN_ROUTES.filter((route) => !WIPES_FIXTURES.has(routeKey(route))),
      ),
    )('%s', async (_key, role, route) => {
      const wrong = (await sweep(role, [route])).filter((answer) => [401, 403].includes(answer.status) || answer.status >= 500);
      expect(wrong.map(describeAnswer)).toEqual([]);
    });
  });

  describe('gives couple B nothing of couple A: no success on a path naming their things, no change, no member data', () => {
    it.each(byKey(MEMBER_ROUTES))('%s', async (_key, route) => {
      const before = await stateOfA();
      const answers = await sweep('coupleB', [route]);
      const wrong = answers.filter(
        (answer) =>
          answer.status >= 500 ||
          (requiresSignIn(answer.route) && answer.status === 401) ||
          (answer.route.pathParams.length > 0 && !SHARED_RESOURCES.has(routeKey(answer.route)) && answer.status < 300),
      );
      expect(wrong.map(describeAnswer)).toEqual([]);
      const leaks = answers.filter((answer) => answer.text.includes(A_LAST_NAME) || a.users.some((user) => answer.text.includes(user.id)));
      expect(leaks.map(describeAnswer)).toEqual([]);
      expect(await stateOfA()).toEqual(before);
    });
  });

  describe('keeps every signed-in role signed in on the routes it may use, without a server error', () => {
    it.each(forRoles(['coupleA', 'partnerA', 'admin'], MEMBER_ROUTES))('%s', async (_key, role, route) => {
      const wrong = (await sweep(role, [route])).filter((answer) => answer.status >= 500 || (requiresSignIn(answer.route) && answer.status === 401));
      expect(wrong.map(describeAnswer)).toEqual([]);
    });
  });
});
