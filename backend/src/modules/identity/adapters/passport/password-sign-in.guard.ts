import { CanActivate, ExecutionContext, Injectable, mixin, Type } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../../platform/http/validation';

const validation = createValidationPipe();

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
      return true;
    }
  }
  return mixin(SignInWithPassword);
}
