import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerGuard, ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';

const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/** The throttler guard, switched off when RATE_LIMITS_ENABLED is false. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
    // The IETF names (RateLimit-Limit, -Remaining, -Reset) rather than the throttler's X-RateLimit-*, like the per-key limits.
    this.headerPrefix = 'RateLimit';
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.get('rateLimitsEnabled')) return true;
    return super.canActivate(context);
  }

  protected override async getErrorMessage(): Promise<string> {
    return RATE_LIMIT_MESSAGE;
  }
}
