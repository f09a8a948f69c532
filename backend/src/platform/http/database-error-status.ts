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

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is there but will not serve: shutting down, starting up, out of connections. */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-3]$|53300$)/;
const CONNECTION_ERROR_TEXT = /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Driver not Connected/i;

/** How long a client should wait before trying again after a 503 (seconds): about a database restart. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * True when the database could not be reached at all (server down, connection lost, pool
 * closed): the request is not at fault, and 503 tells clients and load balancers to retry.
 * Errors are read by their shape, not by `instanceof Error`: a socket error made in another
 * realm (a vm context, a worker) is no instance of this realm's Error.
 */
export function databaseUnreachable(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  const cause = exception instanceof QueryFailedError ? (exception.driverError as { code?: unknown }) : (exception as { code?: unknown });
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const message = (exception as { message?: unknown }).message;
  return CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code) || (typeof message === 'string' && CONNECTION_ERROR_TEXT.test(message));
}
