import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { limitedToCities } from '../../domain/admin-access';
import type { AuthenticatedRequest } from './guards';

/**
 * The cities a city manager's paged lists are limited to (undefined for the roles that see
 * every city), for the route to pass into its query: filtered after paging (CityListFilter),
 * a page would come out short and its total count other cities' rows.
 */
export const AdminCityLimit = createParamDecorator((_data: unknown, context: ExecutionContext): readonly string[] | undefined => {
  const access = context.switchToHttp().getRequest<AuthenticatedRequest>().user?.admin;
  return access && limitedToCities(access) ? access.cities : undefined;
});
