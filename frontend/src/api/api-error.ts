/**
 * A failed API call. `message` follows the couple-side spec, section 8: the JSON-serialised
 * error body for writes; for reads the body's message, with the two special readings
 * 'email_not_registered' and 'invalid_password'.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  statusCode?: number;
  message?: string;
  error?: string;
  code?: string;
  fields?: Record<string, string[]>;
  [extra: string]: unknown;
}

/** The human message of any error thrown by an API call, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
