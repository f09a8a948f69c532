import type { DataSource } from 'typeorm';
import { DataSource as DataSourceToken } from 'typeorm';
import { authenticator } from 'otplib';
import { createTestApp, TestApp } from '../support/test-app';
import { exampleFor } from '../support/openapi-examples';
import { adminOnly, byKey, committedOpenApi, fillPath, requiresSignIn, Route, routeKey, routesOf, servedRouteKeys } from '../support/openapi-routes';
import {
  bookAndPay,
  createCouple,
  createDinner,
  createSignedInAdmin,
  ensureRestaurant,
  setAdminTotpSecret,
  signIn,
  TestCouple,
} from '../dinners/dinner-fixtures';
import { adminMay, ADMIN_ROLES, AdminPermissionName, AdminRole } from '../../src/modules/identity/domain/admin-access';

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
/** The matrix admin's authenticator secret: the app runs with two-factor sign-in required. */
const ADMIN_SECRET = 'JBSWY3DPEHPK3PXP';
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
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TWO_FACTOR: 'required' }, prepare: true });
    const [{ id: adminId }] = await db().query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]);
    await setAdminTotpSecret(t, adminId, ADMIN_SECRET);
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
    const password = await t.http().post('/api/admin/login').send(ADMIN).expect(200);
    const pending = (password.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
    const code = authenticator.clone({ epoch: t.clock.now().getTime() }).generate(ADMIN_SECRET);
    const admin = await t.http().post('/api/admin/login/two-factor').set('Cookie', pending).send({ code }).expect(200);
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

  /**
   * Every admin route × owner, city manager of Dublin, support agent and analyst (each with a
   * second factor), and an owner without one (two-factor sign-in is required here). A route
   * naming a city's row (`x-admin-city`) is asked about a Dublin and a Paris row; the route's
   * permission (`x-admin-permission`) and the domain's table say what each role must get.
   * Refused roles go first and the owner last, so that no write of the sweep removes a row a
   * later case names.
   */
  describe('admin roles × cities × second factor', () => {
    type City = 'Dublin' | 'Paris';
    type Resource = 'dinner' | 'restaurant' | 'booking' | 'group';
    type Caller = AdminRole | 'noSecondFactor';
    const NIL = '00000000-0000-4000-8000-000000000000';
    const ROLE_ORDER: Caller[] = ['analyst', 'support_agent', 'city_manager', 'owner', 'noSecondFactor'];
    /** Wipe every booking or member: their refusals are checked, the roles allowed leave them out. */
    const WIPES = new Set(['POST /api/admin/purge/users', 'POST /api/admin/purge/bookings']);
    const ids = {} as Record<City, Record<Resource, string>>;
    const adminCookies = {} as Record<Caller, string>;

    const operationOf = (route: Route) => document.paths[route.path][route.method.toLowerCase()];
    const permissionOf = (route: Route) => operationOf(route)['x-admin-permission'] as AdminPermissionName;
    const cityScopes = (route: Route) => ((operationOf(route) as Record<string, unknown>)['x-admin-city'] as string[] | undefined) ?? [];
    /** The route names a city's row in its path or a city in its body: a city manager is asked about both cities. */
    const namesACity = (route: Route) => cityScopes(route).some((scope) => !scope.startsWith('list:'));

    beforeAll(async () => {
      for (const [city, country] of [
        ['Dublin', 'Ireland'],
        ['Paris', 'France'],
      ] as const) {
        const dinner = await createDinner(t, { city, country });
        const restaurant = await ensureRestaurant(t, { name: `Matrix ${city}`, city, country });
        const couple = await createCouple(t, { names: [`${city}Ann`, `${city}Bob`] });
        // Written directly: a couple books in its own city, and these are only rows for the routes to name.
        const [{ id: booking }] = await db().query(
          `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status) VALUES ($1, $2, $3, 'confirmed') RETURNING id`,
          [dinner, couple.coupleId, couple.users[0].id],
        );
        const [group] = await db().query(`INSERT INTO dinner_groups (dinner_id) VALUES ($1) RETURNING id`, [dinner]);
        await db().query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id, booking_id) VALUES ($1, $2, $3, $4)`, [
          group.id,
          dinner,
          couple.coupleId,
          booking,
        ]);
        ids[city] = { dinner, restaurant: restaurant.id, booking, group: group.id };
      }
      for (const role of ADMIN_ROLES) {
        adminCookies[role] = (await createSignedInAdmin(t, { role, cities: role === 'city_manager' ? ['Dublin'] : [], secondFactor: true })).cookie;
      }
      adminCookies.noSecondFactor = (await createSignedInAdmin(t, { role: 'owner' })).cookie;
    });

    function requestFor(route: Route, city: City): { url: string; body?: unknown } {
      const scopes = cityScopes(route);
      const resourceOf = (param: string) =>
        scopes.find((scope) => scope.endsWith(`:${param}`) && !scope.startsWith('body:') && !scope.startsWith('list:'))?.split(':')[0] as Resource | undefined;
      const url = fillPath(route.path, (param) => {
        const resource = resourceOf(param);
        if (resource) return ids[city][resource];
        if (param === 'sessionId') return '0'.repeat(64);
        return route.pathParams.includes(param) && /id$/i.test(param) ? NIL : 'matrix-unknown';
      });
      const bodyFields = scopes.filter((scope) => scope.startsWith('body:')).map((scope) => scope.slice('body:'.length));
      const body = route.body
        ? exampleFor(document, route.body, (name, schema) => {
            if (bodyFields.includes(name)) return city;
            if (schema.format === 'uuid') return NIL;
            return undefined;
          })
        : undefined;
      return { url, body };
    }

    async function call(caller: Caller, route: Route, city: City) {
      const { url, body } = requestFor(route, city);
      const req = t.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set('Cookie', adminCookies[caller]);
      return body === undefined ? req : req.send(body as object);
    }

    const cases = ROLE_ORDER.flatMap((caller) =>
      ADMIN_ROUTES.filter((route) => caller === 'noSecondFactor' || !WIPES.has(routeKey(route)) || !adminMay(caller, permissionOf(route))).flatMap((route) =>
        (caller === 'city_manager' && namesACity(route) ? (['Dublin', 'Paris'] as const) : (['Paris'] as const)).map((city): [string, Caller, Route, City] => [
          `${caller} ${city} ${routeKey(route)}`,
          caller,
          route,
          city,
        ]),
      ),
    );

    it('every admin route declares its permission', () => {
      expect(ADMIN_ROUTES.filter((route) => !permissionOf(route)).map(routeKey)).toEqual([]);
    });

    it.each(cases)('%s', async (_key, caller, route, city) => {
      const res = await call(caller, route, city);
      const answer = `${res.status} ${res.text.slice(0, 200)}`;
      // A wrong code is the enrolment's own 401, not a refusal of the caller.
      const refusedOrFailed = (res.status === 401 && res.body.code !== 'IDENTITY.INVALID_TWO_FACTOR_CODE') || res.status === 403 || res.status >= 500;
      const permission = permissionOf(route);
      if (caller === 'noSecondFactor') {
        if (permission === 'account:two-factor') expect(refusedOrFailed ? answer : 'allowed').toBe('allowed');
        else expect([res.status, res.body.code]).toEqual([403, 'IDENTITY.TWO_FACTOR_ENROLMENT_REQUIRED']);
        return;
      }
      if (!adminMay(caller, permission)) {
        expect([res.status, res.body.code]).toEqual([403, 'IDENTITY.ADMIN_PERMISSION_DENIED']);
        return;
      }
      if (caller === 'city_manager' && city === 'Paris' && namesACity(route)) {
        expect([res.status, res.body.code]).toEqual([403, 'IDENTITY.OUTSIDE_ADMIN_CITIES']);
        return;
      }
      expect(refusedOrFailed ? answer : 'allowed').toBe('allowed');
      const list = cityScopes(route).find((scope) => scope.startsWith('list:'));
      if (caller === 'city_manager' && list && res.status === 200) {
        const [, field, cityField] = list.split(':');
        const cities = (res.body[field] as Record<string, string>[]).map((item) => item[cityField]);
        expect(cities.filter((name) => name !== 'Dublin')).toEqual([]);
      }
    });
  });
});
