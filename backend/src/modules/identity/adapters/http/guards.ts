import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../application/current-user';
import { signedInUserId } from '../session/session-data';
import { callerReadWithSession } from '../session/session-caller';
import { Caller, callerOf, isAdmin } from '../../domain/caller';

export type AuthenticatedRequest = Request & { user: Caller };

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

/** Admins only: 401 without a session, 403 for signed-in non-admins. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!isAdmin(user)) throw new ForbiddenException('You do not have permission to access this page. Admin privileges are required.');
    return true;
  }
}
