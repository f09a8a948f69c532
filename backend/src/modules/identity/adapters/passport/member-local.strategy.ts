import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { Authentication } from '../../application/authentication';
import { Caller, callerOf } from '../../domain/caller';

export const MEMBER_LOCAL_STRATEGY = 'local';

/** Email and password sign-in of couple members (and admins through the member form). */
@Injectable()
export class MemberLocalStrategy extends PassportStrategy(Strategy, MEMBER_LOCAL_STRATEGY) {
  constructor(private readonly authentication: Authentication) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, email: string, password: string): Promise<Caller> {
    return callerOf(await this.authentication.login(email, password, request.ip ?? 'unknown'));
  }
}
