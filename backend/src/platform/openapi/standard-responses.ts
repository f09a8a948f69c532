import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { errorBody, HttpErrorBody } from '../http/http-error-body';
import { JSON_LIMITS } from '../http/json-shape-limits';
import { Access, ACCESS_EXTENSION, IDEMPOTENT_EXTENSION, SCOPES_EXTENSION } from './api-access';

export const ERROR_SCHEMA_NAME = 'ErrorResponseDto';
const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const WHO_MAY_CALL: Record<Access | 'public' | 'session-aware', string> = {
  admin: 'Admins only: the session cookie of a signed-in admin (401 without a session, 403 for other users).',
  'signed-in': 'Signed-in users: the session cookie (401 without a valid session).',
  'session-aware': 'Public; reads the session cookie when one is sent.',
  public: 'Public: no session needed.',
};

/** An integrator route: an admin's session, or an API key holding one of its scopes. */
const keyAccess = (scopes: string[]) =>
  `Admins (the session cookie of a signed-in admin), or an API key with the scope ${scopes.map((scope) => `\`${scope}\``).join(' or ')} (\`Authorization: Bearer tm_…\`; 401 for a missing, revoked or expired key, 403 without the scope or for a city the key does not reach).`;

interface StandardError {
  description: string;
  /** The answer as the server sends it, for the document's example. */
  example: HttpErrorBody;
}

/** The error answers that follow from the platform (middleware, guards, validation) rather than from one use case. */
const STANDARD: Record<
  'badRequest' | 'unauthenticated' | 'notAdmin' | 'crossSite' | 'tooLarge' | 'unavailable' | 'idempotencyRunning' | 'idempotencyOtherRequest',
  StandardError
> = {
  badRequest: {
    description:
      'Bad request: a parameter or body field breaks its rule (`message` says which, `fields` lists the messages per field), an unknown field was sent, ' +
      `or the body is not valid JSON, is nested deeper than ${JSON_LIMITS.maxDepth} levels, has more than ${JSON_LIMITS.maxMembers} members, or holds a lone UTF-16 surrogate.`,
    example: errorBody(400, 'email must be an email', { fields: { email: ['email must be an email'] } }),
  },
  unauthenticated: {
    description: "No valid session: 'Not authenticated. Please log in.' (the cookie is missing, signed out, idle for 24 hours or older than 7 days).",
    example: errorBody(401, 'Not authenticated. Please log in.'),
  },
  notAdmin: {
    description: "Signed in without admin rights: 'You do not have permission to access this page. Admin privileges are required.'",
    example: errorBody(403, 'You do not have permission to access this page. Admin privileges are required.'),
  },
  crossSite: {
    description: "'Cross-site request refused.': the Origin (or Referer) header names a site other than this app or an allowed CORS origin.",
    example: errorBody(403, 'Cross-site request refused.'),
  },
  tooLarge: {
    description: "'Request body is too large.': the body exceeds the server's limit (BODY_LIMIT, 100 kB by default).",
    example: errorBody(413, 'Request body is too large.'),
  },
  idempotencyRunning: {
    description: 'A request with the same Idempotency-Key is still being handled: try again in a moment.',
    example: errorBody(409, 'A request with this Idempotency-Key is still being handled. Try again in a moment.'),
  },
  idempotencyOtherRequest: {
    description: 'The Idempotency-Key was used with another request (method, path or body) in the last 24 hours.',
    example: errorBody(422, 'This Idempotency-Key was used with another request. Use a new key for a new request.'),
  },
  unavailable: {
    description: "'The service is temporarily unavailable. Please try again shortly.': the database cannot be reached (a restart or maintenance); retry later.",
    example: errorBody(503, 'The service is temporarily unavailable. Please try again shortly.'),
  },
};

/** Only answers of the error shape take more causes; one with a body of its own (health's 503) keeps its description. */
const isErrorAnswer = (response: ResponseObject) => {
  const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
  return schema?.$ref === `#/components/schemas/${ERROR_SCHEMA_NAME}`;
};

function errorResponse(operation: OperationObject, status: string, { description, example }: StandardError, merge: boolean): void {
  const responses = operation.responses;
  const existing = responses[status] as ResponseObject | undefined;
  if (!existing) {
    responses[status] = { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` }, example } } };
  } else if (!existing.description) {
    existing.description = description;
  } else if (merge && isErrorAnswer(existing) && !existing.description.includes(description)) {
    existing.description = `${existing.description} Or: ${description}`;
  }
  const content = existing && isErrorAnswer(existing) ? existing.content!['application/json'] : undefined;
  if (content && content.example === undefined) content.example = example;
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: false,
  description:
    'Any unique string up to 255 characters (a UUID). Retrying with the same key and the same request answers what the first call answered, for 24 hours, with `Idempotent-Replayed: true`; keys are per caller (session or API key).',
  schema: { type: 'string' as const, maxLength: 255 },
};

function documentIdempotency(operation: OperationObject): void {
  operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
  errorResponse(operation, '409', STANDARD.idempotencyRunning, true);
  errorResponse(operation, '422', STANDARD.idempotencyOtherRequest, true);
}

function accessOf(operation: OperationObject): keyof typeof WHO_MAY_CALL {
  const access = (operation as { [ACCESS_EXTENSION]?: Access })[ACCESS_EXTENSION];
  if (access) return access;
  return operation.security?.length ? 'session-aware' : 'public';
}

/**
 * Completes every operation with what the platform decides for all of them: who may call
 * it (appended to its description) and the error answers of the guards, the body parser,
 * the validation pipe, the Origin check and the database, merged with the operation's own.
 */
export function documentAccessAndErrors(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, OperationObject][]) {
      const access = accessOf(operation);
      // A public operation says so: an empty security list means "no credentials needed".
      if (access === 'public') operation.security = [];
      const scopes = (operation as { [SCOPES_EXTENSION]?: string[] })[SCOPES_EXTENSION];
      const who = scopes ? keyAccess(scopes) : WHO_MAY_CALL[access];
      if (operation.description) operation.description = `${operation.description}\n\n**Who may call it:** ${who}`;
      const unsafe = UNSAFE_METHODS.has(method);
      if (unsafe || operation.requestBody || operation.parameters?.length) errorResponse(operation, '400', STANDARD.badRequest, false);
      if (access === 'admin' || access === 'signed-in') errorResponse(operation, '401', STANDARD.unauthenticated, false);
      if (access === 'admin') errorResponse(operation, '403', STANDARD.notAdmin, true);
      if (unsafe) {
        errorResponse(operation, '403', STANDARD.crossSite, true);
        errorResponse(operation, '413', STANDARD.tooLarge, true);
      }
      if ((operation as { [IDEMPOTENT_EXTENSION]?: boolean })[IDEMPOTENT_EXTENSION]) documentIdempotency(operation);
      errorResponse(operation, '503', STANDARD.unavailable, true);
    }
  }
}
