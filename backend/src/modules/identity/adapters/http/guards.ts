import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../application/current-user';
import { MemberAccounts } from '../../application/member-accounts';
import { User } from '../../domain/user';

export type AuthenticatedRequest = Request & { user: User };

/** Lets signed-in users through and puts their user on `req.user`. 401 otherwise. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly currentUser: CurrentUser) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await this.currentUser.find(request.session?.userId);
    if (!user) throw new UnauthorizedException('Not authenticated. Please log in.');
    request.user = user;
    return true;
  }
}

/** Admins only: 401 without a session, 403 for signed-in non-admins. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user.isAdmin) throw new ForbiddenException('You do not have permission to access this page. Admin privileges are required.');
    return true;
  }
}

/**
 * Booking and partner features: 401 signed out; 403 (with a clear message and a `code`)
 * for users who are not couple members, have not verified their email, or whose service
 * was terminated.
 */
@Injectable()
export class VerifiedGuard extends SignedInGuard {
  constructor(
    currentUser: CurrentUser,
    private readonly members: MemberAccounts,
  ) {
    super(currentUser);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    this.members.assertMayBook(context.switchToHttp().getRequest<AuthenticatedRequest>().user);
    return true;
  }
}
