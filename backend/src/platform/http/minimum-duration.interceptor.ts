import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { catchError, concatMap, map, Observable, throwError, timer } from 'rxjs';

/**
 * Holds every answer of the route (success or error) until `ms` after the handler started,
 * so the work behind it (an account found or not) does not show in the response time.
 */
@Injectable()
class MinimumDurationInterceptor implements NestInterceptor {
  constructor(private readonly ms: number) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const started = performance.now();
    const rest = () => timer(Math.max(0, this.ms - (performance.now() - started)));
    return next.handle().pipe(
      concatMap((value: unknown) => rest().pipe(map(() => value))),
      catchError((error: unknown) => rest().pipe(concatMap(() => throwError(() => error)))),
    );
  }
}

export function MinimumDuration(ms: number) {
  return UseInterceptors(new MinimumDurationInterceptor(ms));
}
