import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import { limitedToCities, reachesCity } from '../../domain/admin-access';
import { ADMIN_PERMISSION, AdminPermissionSpec } from './admin-permission.metadata';
import type { AuthenticatedRequest } from './guards';

/** Keeps a city manager's lists to their cities: the route's list drops items of other cities. */
@Injectable()
export class CityListFilter implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const access = context.switchToHttp().getRequest<AuthenticatedRequest>().user?.admin;
    const spec = this.reflector.getAllAndOverride<AdminPermissionSpec | undefined>(ADMIN_PERMISSION, [context.getHandler(), context.getClass()]);
    const scope = spec?.city.find((each) => 'list' in each);
    if (!access || !limitedToCities(access) || !scope || !('list' in scope)) return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        if (!body || typeof body !== 'object') return body;
        const items = (body as Record<string, unknown>)[scope.list];
        if (!Array.isArray(items)) return body;
        return { ...body, [scope.list]: items.filter((item: Record<string, unknown>) => reachesCity(access, String(item[scope.field] ?? ''))) };
      }),
    );
  }
}
