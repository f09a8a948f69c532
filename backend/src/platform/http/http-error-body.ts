import { STATUS_CODES } from 'node:http';

/** The one JSON shape of every error the API answers. */
export interface HttpErrorBody {
  statusCode: number;
  message: string;
  error: string;
  code?: string;
  fields?: Record<string, string[]>;
  [extra: string]: unknown;
}

export function errorBody(statusCode: number, message: string, extra: Omit<Partial<HttpErrorBody>, 'statusCode' | 'message'> = {}): HttpErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error', ...extra };
}
