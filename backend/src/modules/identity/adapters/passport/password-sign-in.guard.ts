import { CanActivate, ExecutionContext, Injectable, mixin, Type } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../../platform/http/validation';
import { rememberClient } from '../session/session-data';

const validation = createValidationPipe();

/** The 429 of the password sign-in routes, for their OpenAPI description. */
export const SIGN_IN_LIMITS =
  'IDENTITY.TOO_MANY_SIGN_IN_ATTEMPTS: only failed attempts count. Per account (known or not): 5 failures, then a pause of 30 s doubling with each further failure up to 15 min; per client address: 10 failures, then 1 min doubling up to 15 min. An email link and a password reset always work and reopen password sign-in.';

/**
 * Signs in through a passport-local strategy and starts the session on a fresh id (passport
 * regenerates it: no fixation). Guards run before pipes, so the body is validated here first,
 * with the route's DTO and the same 400 as everywhere else.
 */
export function PasswordSignInGuard(strategy: string, body: Type): Type<CanActivate> {
  @Injectable()
  class SignInWithPassword extends AuthGuard(strategy) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<Request>();
      request.body = await validation.transform(request.body, { type: 'body', metatype: body });
      await super.canActivate(context);
      await super.logIn(request);
      rememberClient(request);
      return true;
    }
  }
  return mixin(SignInWithPassword);
}
