import type { CityScopedResource } from '../../application/admin-resource-cities';
import type { AdminPermissionName } from '../../domain/admin-access';

/**
 * Where a route meets a city: a path parameter naming a city's row, a body field naming a
 * city (a dinner or restaurant created or moved there), or a list whose items carry their city.
 */
export type CityScope = { param: string; of: CityScopedResource } | { body: string } | { list: string; field: string };

/** What `@AdminPermission` declares on a route, read by the guard and the city list filter. */
export interface AdminPermissionSpec {
  permission: AdminPermissionName;
  city: CityScope[];
}

export const ADMIN_PERMISSION = 'adminPermission';
/** The route's permission in the API document, read by the authorization matrix test. */
export const ADMIN_PERMISSION_EXTENSION = 'x-admin-permission';
/** The route's city scopes in the API document (`dinner:dinnerId`, `body:city`, `list:events:city`), read by the matrix test. */
export const ADMIN_CITY_EXTENSION = 'x-admin-city';

export function describeCityScope(scope: CityScope): string {
  if ('param' in scope) return `${scope.of}:${scope.param}`;
  if ('body' in scope) return `body:${scope.body}`;
  return `list:${scope.list}:${scope.field}`;
}
