import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { Authentication } from '../../application/authentication';
import { Caller, callerOf } from '../../domain/caller';

export const ADMIN_LOCAL_STRATEGY = 'admin-local';

/** The admin portal's email and password sign-in: admins only. */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, ADMIN_LOCAL_STRATEGY) {
  constructor(private readonly authentication: Authentication) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, email: string, password: string): Promise<Caller> {
    return callerOf(await this.authentication.adminLogin(email, password, request.ip ?? 'unknown'));
  }
}
