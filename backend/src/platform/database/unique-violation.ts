import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation: the loser of a race for the same unique value. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}
