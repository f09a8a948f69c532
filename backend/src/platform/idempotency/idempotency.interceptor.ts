import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  HttpStatus,
  Injectable,
  NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, Observable, of } from 'rxjs';
import { IdempotencyStore } from './idempotency-store';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Who sends the key: an API key, or the signed-in user of a session. Keys are per caller. */
function callerOf(request: Request): string | null {
  const { apiKey, user } = request as Request & { apiKey?: { id: string }; user?: { id: string } };
  if (apiKey) return `key:${apiKey.id}`;
  if (user) return `user:${user.id}`;
  return null;
}

/** The request the key stands for: method, path (with its query) and body, the body's keys sorted. */
function requestHash(request: Request): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as object)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(`${request.method} ${request.originalUrl}\n${JSON.stringify(canonical(request.body ?? null))}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on a POST that creates or charges (docs/api-for-integrators.md,
 * "Idempotency"): the first request with a key runs and its answer is kept 24 hours; the same
 * key with the same request answers that again (`Idempotent-Replayed: true`), with another
 * request 422, while the first still runs 409. A refused or failed request keeps nothing.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const key = request.header(IDEMPOTENCY_HEADER);
    const caller = callerOf(request);
    if (key === undefined || caller === null) return next.handle();
    if (!KEY_PATTERN.test(key)) throw new BadRequestException(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters.`);
    const response = http.getResponse<Response>();
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    return from(this.store.claim(caller, key, requestHash(request))).pipe(
      mergeMap((claim) => {
        if (claim.kind === 'other_request')
          throw new UnprocessableEntityException(`This ${IDEMPOTENCY_HEADER} was used with another request. Use a new key for a new request.`);
        if (claim.kind === 'running') throw new ConflictException(`A request with this ${IDEMPOTENCY_HEADER} is still being handled. Try again in a moment.`);
        if (claim.kind === 'replay') {
          response.setHeader('Idempotent-Replayed', 'true');
          return of(claim.body);
        }
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            await this.store.complete(caller, key, status, body);
            return body;
          }),
          catchError(async (error: unknown) => {
            await this.store.release(caller, key);
            throw error;
          }),
        );
      }),
    );
  }
}
