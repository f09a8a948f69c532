/**
 * Base of every business error. `kind` says what went wrong in terms the HTTP layer maps
 * to a status code; `code` is stable (e.g. 'DINNERS.FULL') so clients can branch on it.
 * Pure TypeScript: domain code may import this file and nothing framework-specific.
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'too_many_requests' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
