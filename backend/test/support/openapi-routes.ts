import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { TestApp } from './test-app';

const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'openapi.yaml');

/** The parts of an OpenAPI 3 document the route-wide suites read. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  allOf?: SchemaObject[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: SchemaObject | boolean;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  example?: unknown;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: SchemaObject }>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: 'signed-in' | 'admin';
  /** The admin permission the route needs (`@AdminPermission`). */
  'x-admin-permission'?: string;
  security?: Record<string, unknown>[];
  responses?: Record<string, ResponseObject>;
  parameters?: { name: string; in: string; schema?: SchemaObject }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject>; securitySchemes?: Record<string, { description?: string }> };
  tags?: { name: string; description?: string }[];
  servers?: { url: string; description?: string }[];
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, with `{param}` placeholders. */
  path: string;
  cookieAuth: boolean;
  documents401: boolean;
  pathParams: string[];
  queryParams: { name: string; schema: SchemaObject }[];
  /** The JSON request body schema, if the operation takes one. */
  body?: SchemaObject;
}

/** Routes that read the session but answer everyone by design (the spec says so). */
export const SESSION_AWARE_PUBLIC = new Set([
  'GET /api/admin/status',
  'POST /api/admin/login/two-factor',
  'POST /api/auth/logout',
  'POST /api/auth/resend-verification',
]);
/** The only /api/admin/* and /api/user/* routes open to anonymous callers (/api/restaurants has none). */
export const OPEN_IN_PROTECTED_AREAS = new Set(['POST /api/admin/login', 'POST /api/admin/login/two-factor', 'GET /api/admin/status']);

export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** True for a route only signed-in callers may use. */
export const requiresSignIn = (route: Route) => route.cookieAuth && !SESSION_AWARE_PUBLIC.has(routeKey(route));
/** Admin-only areas: the admin API, the restaurant catalogue (couples never list restaurants) and the integrators' routes (admins or API keys). */
export const isAdminArea = (path: string) =>
  path.startsWith('/api/admin/') || path === '/api/restaurants' || path.startsWith('/api/restaurants/') || path.startsWith('/api/integrations/');
/** True for a route of the admin console (admins only). */
export const adminOnly = (route: Route) => isAdminArea(route.path) && !OPEN_IN_PROTECTED_AREAS.has(routeKey(route));

/** The running app's own OpenAPI document. */
export async function loadOpenApi(t: TestApp): Promise<OpenApiDocument> {
  return (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
}

/**
 * The committed openapi.yaml, read while jest collects the tests, so that every route of a
 * sweep is a test of its own (with its own time) and a route added later is covered without
 * touching the suites. Each sweep also checks it lists the routes the app serves.
 */
export function committedOpenApi(): OpenApiDocument {
  return parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
}

/** The routes the running app serves, as `METHOD /path` keys, sorted. */
export async function servedRouteKeys(t: TestApp): Promise<string[]> {
  return routesOf(await loadOpenApi(t))
    .map(routeKey)
    .sort();
}

/** [`METHOD /path`, route] pairs for it.each: the key names the test. */
export const byKey = (routes: Route[]): [string, Route][] => routes.map((route) => [routeKey(route), route]);

export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as Route['method'],
      path,
      cookieAuth: Boolean(operation.security?.some((requirement) => 'cookie' in requirement)),
      documents401: Boolean(operation.responses && '401' in operation.responses),
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Follows `$ref` and single `allOf` wrappers to the schema itself. */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (schema.$ref) return resolveSchema(document, document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] ?? {});
  if (schema.allOf?.length === 1) return resolveSchema(document, schema.allOf[0]);
  return schema;
}

/** The path with every `{param}` replaced by the (URL-encoded) value of `valueOf`. */
export function fillPath(path: string, valueOf: (param: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(valueOf(name)));
}
