import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ErrorResponseDto } from '../http/error-response.dto';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * Limits a route to `limit` requests per client IP within `windowMs`; beyond it the
 * route answers 429 with a message. Counters live in PostgreSQL (all instances share them).
 */
export function RateLimit(limit: number, windowMs: number) {
  return applyDecorators(
    UseGuards(RateLimitGuard),
    Throttle({ default: { limit, ttl: windowMs } }),
    ApiTooManyRequestsResponse({ description: `More than ${limit} requests in ${Math.round(windowMs / 60000)} min from one client.`, type: ErrorResponseDto }),
  );
}
