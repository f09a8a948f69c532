import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { API_KEY_SCHEME, ApiAccess, SCOPES_EXTENSION } from '../../../../platform/openapi/api-access';
import { AcceptsApiKeys } from '../../../../platform/http/api-key-routes';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import type { ApiKeyScope } from '../../domain/api-key';
import { AdminOrApiKeyGuard } from './admin-or-api-key.guard';
import { KEY_SCOPES, type IntegratorRequest } from './integrator-request';
import { ADMIN_PERMISSION, ADMIN_PERMISSION_EXTENSION } from '../../../identity';

/** Who calls an integrator route: an admin in the console (every city), or a key (its cities). */
export type Integrator = { kind: 'admin'; adminId: string; cities: null } | { kind: 'key'; keyId: string; cities: readonly string[] | null };

/**
 * An integrator route: an admin's session (the console) or an API key holding one of
 * `scopes` (`Authorization: Bearer tm_…`); guarded, rate-limited per key, audited as the
 * key, and documented with both schemes and the scopes (`x-scopes`).
 */
export const AdminOrApiKey = (...scopes: ApiKeyScope[]) =>
  applyDecorators(
    SetMetadata(KEY_SCOPES, scopes),
    // In the console, the integrations are configuration: owners only.
    SetMetadata(ADMIN_PERMISSION, { permission: 'configuration', city: [] }),
    ApiExtension(ADMIN_PERMISSION_EXTENSION, 'configuration'),
    AcceptsApiKeys(),
    UseGuards(AdminOrApiKeyGuard),
    ApiAccess('admin'),
    ApiBearerAuth(API_KEY_SCHEME),
    ApiExtension(SCOPES_EXTENSION, scopes),
    ApiUnauthorizedResponse({
      type: ErrorResponseDto,
      description: 'A key that is unknown, revoked (INTEGRATIONS.KEY_REVOKED) or expired (INTEGRATIONS.KEY_EXPIRED).',
    }),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description: `A key without the scope ${scopes.join(' or ')} (INTEGRATIONS.OUT_OF_SCOPE), or asking for a city it does not reach (INTEGRATIONS.OUT_OF_CITY).`,
    }),
    ApiTooManyRequestsResponse({
      type: ErrorResponseDto,
      description:
        'More requests with one key than its limit per minute (INTEGRATIONS.KEY_RATE_LIMITED); the RateLimit-Reset header says when the window starts again.',
    }),
  );

export const CurrentIntegrator = createParamDecorator((_data: unknown, context: ExecutionContext): Integrator => {
  const request = context.switchToHttp().getRequest<IntegratorRequest>();
  if (request.apiKey) return { kind: 'key', keyId: request.apiKey.id, cities: request.apiKey.cities };
  return { kind: 'admin', adminId: request.user!.id, cities: null };
});
