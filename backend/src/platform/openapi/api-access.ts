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
