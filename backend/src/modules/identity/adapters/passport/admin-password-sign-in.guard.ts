import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { Clock } from '../../../../platform/clock/clock';
import { createValidationPipe } from '../../../../platform/http/validation';
import { AdminTwoFactor } from '../../application/admin-two-factor';
import type { Caller } from '../../domain/caller';
import { AdminLoginDto } from '../http/auth.dto';
import { rememberClient } from '../session/session-data';
import { ADMIN_LOCAL_STRATEGY } from './admin-local.strategy';

const validation = createValidationPipe();
/** How long the second step waits for the code after the password. */
export const SECOND_STEP_MS = 5 * 60_000;

/** Set on the request when the password was right and the code is still to come. */
export const SECOND_FACTOR_PENDING = Symbol('secondFactorPending');
export type AdminSignInRequest = Request & { [SECOND_FACTOR_PENDING]?: boolean };

/**
 * The admin's password sign-in. An admin with a second factor is not signed in yet: the
 * session only remembers, for five minutes, whose code it waits for (POST
 * /api/admin/login/two-factor then signs in on a fresh session id).
 */
@Injectable()
export class AdminPasswordSignInGuard extends AuthGuard(ADMIN_LOCAL_STRATEGY) {
  constructor(
    private readonly twoFactor: AdminTwoFactor,
    private readonly clock: Clock,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminSignInRequest>();
    request.body = await validation.transform(request.body, { type: 'body', metatype: AdminLoginDto });
    await super.canActivate(context);
    const admin = request.user as Caller;
    if (await this.twoFactor.isEnrolled(admin.id)) {
      request.session.pendingAdminSignIn = { userId: admin.id, until: this.clock.now().getTime() + SECOND_STEP_MS };
      request[SECOND_FACTOR_PENDING] = true;
      return true;
    }
    await super.logIn(request);
    rememberClient(request);
    return true;
  }
}
