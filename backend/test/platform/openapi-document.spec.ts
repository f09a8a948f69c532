import { buildOpenApiDocument } from '../../scripts/write-openapi';
import { collectErrorCodes } from '../../scripts/openapi/error-codes';
import { sourceProgram } from '../../scripts/openapi/source-program';
import { adminOnly, OpenApiDocument, OperationObject, requiresSignIn, resolveSchema, routeKey, routesOf } from '../support/openapi-routes';

/**
 * The API document is complete enough to build a client from without reading the code:
 * every operation says what it does, who may call it and every error it can answer, and
 * the error schema lists the codes the code base really produces. A route added later is
 * held to the same rules without touching this file.
 */
const ERROR_SCHEMA = '#/components/schemas/ErrorResponseDto';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Path parameters that are names, not ids. */
const NAMED_PARAMS = new Set(['name', 'parameter_name']);
const WHO_MAY_CALL = '\n\n**Who may call it:** ';

describe('the OpenAPI document for integrators', () => {
  let document: OpenApiDocument;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
  const operationOf = (key: string): OperationObject => operations().find((entry) => entry.key === key)!.operation;

  beforeAll(async () => {
    document = (await buildOpenApiDocument()) as unknown as OpenApiDocument;
  });

  it('gives every operation a summary, its own description, who may call it and a declared tag', () => {
    const declaredTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const incomplete = operations().filter(({ operation }) => {
      const [ownDescription, whoMayCall] = (operation.description ?? '').split(WHO_MAY_CALL);
      return !operation.summary || !ownDescription?.trim() || !whoMayCall || !operation.tags?.length || operation.tags.some((tag) => !declaredTags.get(tag));
    });
    expect(incomplete.map(({ key }) => key)).toEqual([]);
  });

  it('describes every response', () => {
    const undescribed = operations().flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([, response]) => !response.description?.trim())
        .map(([status]) => `${key} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('documents the errors of every operation: validation, session, role, cross-site, body size and database', () => {
    const missing = routesOf(document).flatMap((route) => {
      const operation = operationOf(routeKey(route));
      const statuses = Object.keys(operation.responses ?? {});
      const expected = ['503'];
      if (route.body || route.pathParams.length || route.queryParams.length || UNSAFE.has(route.method)) expected.push('400');
      if (requiresSignIn(route)) expected.push('401');
      if (adminOnly(route) || operation['x-access'] === 'admin') expected.push('403');
      if (UNSAFE.has(route.method)) expected.push('403', '413');
      return expected.filter((status) => !statuses.includes(status)).map((status) => `${routeKey(route)} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('answers every documented error with the one error schema (the probes have their own 503 body)', () => {
    const otherShapes = operations().flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400 && key !== 'GET /api/health' && key !== 'GET /api/ready')
        .filter(([, response]) => response.content?.['application/json']?.schema?.$ref !== ERROR_SCHEMA)
        .map(([status]) => `${key} ${status}`),
    );
    expect(otherShapes).toEqual([]);
  });

  it('marks who may call each operation in x-access, admins only on every route of the admin areas', () => {
    const mismatched = routesOf(document).filter((route) => {
      const access = operationOf(routeKey(route))['x-access'];
      return (adminOnly(route) && access !== 'admin') || requiresSignIn(route) !== (access !== undefined);
    });
    expect(mismatched.map(routeKey)).toEqual([]);
  });

  // An id that is no uuid (an admin session's, the stored hash) documents its shape as a pattern.
  it('gives every id in a path format uuid, or the pattern of its shape', () => {
    const notUuid = operations().flatMap(({ key, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' && !NAMED_PARAMS.has(parameter.name))
        .filter((parameter) => parameter.schema?.format !== 'uuid' && !parameter.schema?.pattern)
        .map((parameter) => `${key} ${parameter.name}`),
    );
    expect(notUuid).toEqual([]);
  });

  it("lists in the error schema's code enum exactly the codes the code base defines", () => {
    const schema = resolveSchema(document, document.components!.schemas!.ErrorResponseDto.properties!.code);
    expect([...(schema.enum as string[])].sort()).toEqual(collectErrorCodes(sourceProgram()));
  }, 60_000);

  it('explains the session cookie and the Origin rule in the security scheme', () => {
    const cookie = document.components?.securitySchemes?.cookie?.description ?? '';
    for (const rule of ['`tablemates.sid`', '`__Host-tablemates.sid`', '7 days', '24 hours', 'Origin']) expect(cookie).toContain(rule);
  });

  it('offers the relative server, and PUBLIC_URL when one is set', async () => {
    expect(document.servers?.map((server) => server.url)).toEqual(['/']);
    const deployed = (await buildOpenApiDocument({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://tablemates.ie',
    })) as unknown as OpenApiDocument;
    expect(deployed.servers?.map((server) => server.url)).toEqual(['/', 'https://tablemates.ie']);
  });

  it('types every field as sent, with its minimum counts and a valid example', () => {
    const schema = (name: string) => document.components!.schemas![name] as { properties: Record<string, Record<string, unknown>> };
    for (const field of ['otherDietaryRestrictions', 'partnerGenderOther'])
      expect(schema('SignupDto').properties[field]).toMatchObject({ type: 'string', nullable: true });
    expect(schema('SignupDto').properties.idealSocialOuting).toMatchObject({ minItems: 2 });
    expect(schema('SignupDto').properties.diningVibe).toMatchObject({ minItems: 1 });
    const example = schema('SubmitReviewDto').properties.coupleReviews.example as Record<string, object>;
    for (const review of Object.values(example)) expect(Object.keys(review).sort()).toEqual(['feedback', 'rating']);
  });

  it('states the security of every operation, an empty list for public ones', () => {
    expect(
      operations()
        .filter(({ operation }) => !(operation as { security?: unknown[] }).security)
        .map(({ key }) => key),
    ).toEqual([]);
    expect((operationOf('POST /api/auth/login') as { security?: unknown[] }).security).toEqual([]);
  });
});
