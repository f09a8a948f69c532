import { applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension } from '@nestjs/swagger';

/** Who may call an operation beyond the public: any signed-in user, or admins only. */
export type Access = 'signed-in' | 'admin';

/** The operation's access in the API document, read by `documentAccessAndErrors` and by integrators. */
export const ACCESS_EXTENSION = 'x-access';

/** Documents that the operation needs the session cookie of a signed-in user or admin. */
export function ApiAccess(access: Access) {
  return applyDecorators(ApiCookieAuth(), ApiExtension(ACCESS_EXTENSION, access));
}

/** The security scheme of integrations' API keys (`Authorization: Bearer tm_…`), beside the session cookie. */
export const API_KEY_SCHEME = 'api_key';
/** The API-key scopes an operation accepts, listed on it (OpenAPI 3.0 lists scopes only for OAuth schemes). */
export const SCOPES_EXTENSION = 'x-scopes';

/** Marks a POST that honours `Idempotency-Key`; the document adds the header and its 409 and 422 answers. */
export const IDEMPOTENT_EXTENSION = 'x-idempotent';
