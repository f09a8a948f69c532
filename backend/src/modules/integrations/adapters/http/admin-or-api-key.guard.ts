import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { AdminGuard } from '../../../identity';
import { bearerCredential } from '../../../../platform/http/api-key-routes';
import { setRateLimitHeaders } from '../../../../platform/rate-limit/rate-limit-headers';
import { PostgresThrottlerStorage } from '../../../../platform/rate-limit/postgres-throttler-storage';
import { ApiKeyAuthentication } from '../../application/api-key-authentication';
import { hasScope, type ApiKeyScope } from '../../domain/api-key';
import { IntegrationErrors } from '../../domain/integration-errors';
import { KEY_SCOPES, type IntegratorRequest } from './integrator-request';
import { readableAddress } from '../../../../platform/http/client-address';

const MINUTE_MS = 60_000;

/**
 * An admin's session, or an API key: a key must be valid (401), within its requests per
 * minute (429, with the RateLimit headers on every answer) and hold one of the route's
 * scopes (403). Every call made with a valid key is audited as the key once answered.
 */
@Injectable()
export class AdminOrApiKeyGuard implements CanActivate {
  private readonly logger = new Logger(AdminOrApiKeyGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly admins: AdminGuard,
    private readonly keys: ApiKeyAuthentication,
    private readonly counters: PostgresThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<IntegratorRequest>();
    const secret = bearerCredential(request);
    if (secret === null) return this.admins.canActivate(context);
    const response = context.switchToHttp().getResponse<Response>();
    const address = readableAddress(request.ip);
    const key = await this.keys.authenticate(secret, address);
    response.on('finish', () => {
      this.keys
        .recordCall(key, { method: request.method, path: request.originalUrl.split('?')[0], status: response.statusCode, address })
        .catch((error: unknown) => this.logger.error({ msg: 'api call audit failed', error: error instanceof Error ? error.message : String(error) }));
    });
    const count = await this.counters.increment(`api-key:${key.id}`, MINUTE_MS, key.rateLimitPerMinute);
    setRateLimitHeaders(response, key.rateLimitPerMinute, key.rateLimitPerMinute - count.totalHits, count.timeToExpire);
    if (count.isBlocked) {
      response.setHeader('Retry-After', count.timeToExpire);
      throw IntegrationErrors.keyRateLimited();
    }
    const scopes = this.reflector.getAllAndOverride<ApiKeyScope[]>(KEY_SCOPES, [context.getHandler(), context.getClass()]) ?? [];
    if (!hasScope(key, scopes)) throw IntegrationErrors.outOfScope(scopes);
    request.apiKey = key;
    return true;
  }
}
