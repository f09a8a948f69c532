import { applyDecorators, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import { ApiAccess } from '../../../../platform/openapi/api-access';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import type { AdminPermissionName } from '../../domain/admin-access';
import {
  ADMIN_CITY_EXTENSION,
  ADMIN_PERMISSION,
  ADMIN_PERMISSION_EXTENSION,
  AdminPermissionSpec,
  CityScope,
  describeCityScope,
} from './admin-permission.metadata';
import { AdminGuard } from './guards';
import { CityListFilter } from './city-list-filter.interceptor';

/**
 * An admin route and the permission it needs (domain/admin-access.ts says which roles hold
 * it). With a city scope, a city manager gets 403 on another city's row, and lists keep only
 * their cities' items. One guard checks it all; the document carries the permission.
 */
export function AdminPermission(permission: AdminPermissionName, ...city: CityScope[]) {
  const spec: AdminPermissionSpec = { permission, city };
  return applyDecorators(
    SetMetadata(ADMIN_PERMISSION, spec),
    UseGuards(AdminGuard),
    ...(city.some((scope) => 'list' in scope) ? [UseInterceptors(CityListFilter)] : []),
    ApiAccess('admin'),
    ApiExtension(ADMIN_PERMISSION_EXTENSION, permission),
    ...(city.length > 0 ? [ApiExtension(ADMIN_CITY_EXTENSION, city.map(describeCityScope))] : []),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description: `Not an admin; an admin whose role lacks \`${permission}\` (IDENTITY.ADMIN_PERMISSION_DENIED)${
        city.some((scope) => !('list' in scope)) ? ', or a city manager on another city (IDENTITY.OUTSIDE_ADMIN_CITIES)' : ''
      }; or, where two-factor sign-in is required, an admin without it (IDENTITY.TWO_FACTOR_ENROLMENT_REQUIRED).`,
    }),
  );
}
