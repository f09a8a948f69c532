import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { AdminResourceCities } from '../../application/admin-resource-cities';
import { CurrentUser } from '../../application/current-user';
import { adminMay, limitedToCities, reachesCity } from '../../domain/admin-access';
import { IdentityErrors } from '../../domain/identity-errors';
import { signedInUserId } from '../session/session-data';
import { callerReadWithSession } from '../session/session-caller';
import { Caller, callerOf, isAdmin } from '../../domain/caller';
import { ADMIN_PERMISSION, AdminPermissionSpec, CityScope } from './admin-permission.metadata';

export type AuthenticatedRequest = Request & { user: Caller };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lets signed-in users through and puts the caller on `req.user`. 401 otherwise. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly currentUser: CurrentUser) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = signedInUserId(request);
    const readWithSession = callerReadWithSession(request, userId);
    const caller = readWithSession ? callerOf(readWithSession) : await this.currentUser.findCaller(userId);
    if (!caller) throw new UnauthorizedException('Not authenticated. Please log in.');
    request.user = caller;
    return true;
  }
}

/**
 * Admins only: 401 without a session, 403 for signed-in non-admins; then the route's
 * declared permission (`@AdminPermission`; a route declaring none is for owners), the
 * second factor where it is required, and a city manager's cities.
 */
@Injectable()
export class AdminGuard extends SignedInGuard {
  constructor(
    currentUser: CurrentUser,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    private readonly cities: AdminResourceCities,
  ) {
    super(currentUser);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const { user } = request;
    if (!isAdmin(user) || !user.admin) throw new ForbiddenException('You do not have permission to access this page. Admin privileges are required.');
    const spec = this.reflector.getAllAndOverride<AdminPermissionSpec | undefined>(ADMIN_PERMISSION, [context.getHandler(), context.getClass()]);
    const access = user.admin;
    if (spec?.permission !== 'account:two-factor' && this.config.adminTwoFactorRequired && !access.secondFactor) {
      throw IdentityErrors.twoFactorEnrolmentRequired();
    }
    if (spec ? !adminMay(access.role, spec.permission) : access.role !== 'owner') throw IdentityErrors.adminPermissionDenied();
    if (spec && limitedToCities(access)) {
      for (const scope of spec.city) {
        const city = await this.cityNamedBy(request, scope);
        if (city !== null && !reachesCity(access, city)) throw IdentityErrors.outsideAdminCities();
      }
    }
    return true;
  }

  /** The city a request names through this scope; null when it names none (a list, a malformed or unknown id: the route's own 400 or 404). */
  private async cityNamedBy(request: AuthenticatedRequest, scope: CityScope): Promise<string | null> {
    if ('param' in scope) {
      const id: unknown = request.params?.[scope.param];
      return typeof id === 'string' && UUID.test(id) ? this.cities.cityOf(scope.of, id) : null;
    }
    if ('body' in scope) {
      const body: unknown = request.body;
      const city = body && typeof body === 'object' ? (body as Record<string, unknown>)[scope.body] : undefined;
      return typeof city === 'string' ? city : null;
    }
    return null;
  }
}
