import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL error codes that can only come from what the client sent (a malformed id, a
 * number out of range, a duplicate or a dangling reference) when a value slips past DTO
 * validation. They answer 4xx instead of 500; the filter still logs them as warnings so
 * the missing validation gets noticed. Any other data exception (class 22: a character
 * the encoding refuses, a bad escape in a pattern...) is about a value too and answers
 * the generic 400.
 */
const STATUS_BY_SQLSTATE: Record<string, { status: number; message: string }> = {
  '22P02': { status: HttpStatus.BAD_REQUEST, message: 'The request contains an invalid value.' },
  '22003': { status: HttpStatus.BAD_REQUEST, message: 'A number in the request is out of range.' },
  '22001': { status: HttpStatus.BAD_REQUEST, message: 'A value in the request is too long.' },
  '22007': { status: HttpStatus.BAD_REQUEST, message: 'The request contains an invalid date.' },
  '22008': { status: HttpStatus.BAD_REQUEST, message: 'The request contains an invalid date.' },
  '23505': { status: HttpStatus.CONFLICT, message: 'This already exists.' },
  '23503': { status: HttpStatus.CONFLICT, message: 'The request refers to something that does not exist.' },
  '23514': { status: HttpStatus.BAD_REQUEST, message: 'The request contains an invalid value.' },
  '54000': { status: HttpStatus.BAD_REQUEST, message: 'A value in the request is too long.' },
};
const DATA_EXCEPTION = { status: HttpStatus.BAD_REQUEST, message: 'The request contains an invalid value.' };

export function clientCausedDatabaseError(exception: unknown): { status: number; message: string; sqlState: string } | undefined {
  if (!(exception instanceof QueryFailedError)) return undefined;
  const sqlState = (exception.driverError as { code?: string } | undefined)?.code;
  const mapped = sqlState ? (STATUS_BY_SQLSTATE[sqlState] ?? (sqlState.startsWith('22') ? DATA_EXCEPTION : undefined)) : undefined;
  return mapped && sqlState ? { ...mapped, sqlState } : undefined;
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const CONNECTION_ERROR_TEXT = /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Driver not Connected/i;

/**
 * True when the database could not be reached at all (server down, connection lost, pool
 * closed): the request is not at fault, and 503 tells clients and load balancers to retry.
 */
export function databaseUnreachable(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const cause = exception instanceof QueryFailedError ? (exception.driverError as { code?: string; message?: string }) : (exception as { code?: string });
  const code = cause?.code ?? '';
  return CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || code === '57P01' || CONNECTION_ERROR_TEXT.test(exception.message);
}
