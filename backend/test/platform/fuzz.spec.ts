import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { DataSource as DataSourceToken } from 'typeorm';
import { isUnusableString } from '../../src/platform/http/well-formed-input';
import { createTestApp, TestApp } from '../support/test-app';
import { bodyFor, valueFor } from '../support/openapi-arbitraries';
import { adminOnly, byKey, committedOpenApi, fillPath, Route, routeKey, routesOf, servedRouteKeys } from '../support/openapi-routes';
import { createAdmin, createCouple, createDinner } from '../dinners/dinner-fixtures';

/**
 * Property-based requests to every route of the OpenAPI document, generated from its
 * schemas (a route added later is fuzzed without touching this file): bodies, path and
 * query values that mostly fit and are sometimes hostile. The server never answers 5xx, and
 * nothing it stored afterwards is garbage. Each route is a test of its own.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
/** Would end the session the signed-in runs use. */
const SKIPPED_WHEN_SIGNED_IN = new Set(['POST /api/auth/logout']);

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const document = committedOpenApi();
const routes = routesOf(document);
const fuzzed = routes.filter((route) => routeKey(route) !== 'GET /api/health');

describe('fuzzing every route of the OpenAPI document', () => {
  let t: TestApp;
  let cookie: string;
  const knownIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const couple = await createCouple(t);
    cookie = couple.cookie;
    knownIds.push(couple.coupleId, ...couple.users.map((user) => user.id), await createDinner(t), await createDinner(t, { feeCents: 0 }));
  });
  afterAll(() => t.close());

  function requestArbitrary(route: Route) {
    const pathValues = fc.record(
      Object.fromEntries(route.pathParams.map((name) => [name, valueFor(document, { type: 'string', format: 'uuid' }, knownIds).map(String)])),
    );
    const query = fc.record(Object.fromEntries(route.queryParams.map(({ name, schema }) => [name, valueFor(document, schema, knownIds).map(String)])), {
      requiredKeys: [],
    });
    const body = route.body ? bodyFor(document, route.body, knownIds).map((value) => JSON.stringify(value) ?? 'null') : fc.constant(undefined);
    return fc.record({ pathValues, query, body });
  }

  async function fuzz(route: Route, withCookie: string | undefined): Promise<string[]> {
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(requestArbitrary(route), async ({ pathValues, query, body }) => {
          const url = fillPath(route.path, (name) => (pathValues as Record<string, string>)[name]);
          let req = t.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).query(query);
          if (withCookie) req = req.set('Cookie', withCookie);
          if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
          const res = await req;
          if (res.status >= 500)
            failures.push(`${routeKey(route)} ${url} ${JSON.stringify(query)} ${body?.slice(0, 200) ?? ''} -> ${res.status} ${res.text.slice(0, 160)}`);
          return res.status < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
      )
      .catch(() => undefined);
    return failures;
  }

  it('fuzzes the routes the app serves', async () => {
    expect(routes.map(routeKey).sort()).toEqual(await servedRouteKeys(t));
  });

  describe('never answers 5xx to anonymous callers', () => {
    it.each(byKey(fuzzed))('%s', async (_key, route) => {
      expect(await fuzz(route, undefined)).toEqual([]);
    });
  });

  describe('never answers 5xx to a signed-in couple member', () => {
    it.each(byKey(fuzzed.filter((route) => !SKIPPED_WHEN_SIGNED_IN.has(routeKey(route)))))('%s', async (_key, route) => {
      expect(await fuzz(route, cookie)).toEqual([]);
    });
  });

  describe('never answers 5xx to the admin on the admin routes', () => {
    let adminCookie: string;

    beforeAll(async () => {
      adminCookie = await createAdmin(t);
    });

    it.each(byKey(routes.filter(adminOnly)))('%s', async (_key, route) => {
      expect(await fuzz(route, adminCookie)).toEqual([]);
    });
  });

  it('stored no garbage: no control characters or lone surrogates in any text, every email shaped like one', async () => {
    const dataSource = t.app.get<typeof DataSourceToken, DataSource>(DataSourceToken);
    const columns: { table_name: string; column_name: string }[] = await dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')`,
    );
    const garbage: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows: { value: string }[] = await dataSource.query(`SELECT "${column}" AS value FROM "${table}" WHERE "${column}" IS NOT NULL`);
      for (const { value } of rows) {
        if (isUnusableString(value)) garbage.push(`${table}.${column}: ${JSON.stringify(value).slice(0, 80)}`);
        if (/email/i.test(column) && !EMAIL_SHAPE.test(value)) garbage.push(`${table}.${column} is not an email: ${JSON.stringify(value).slice(0, 80)}`);
      }
    }
    expect(garbage).toEqual([]);
  });
});
