import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody } from './http-error-body';

interface BodyParserError extends Error {
  status?: number;
  type?: string;
}

/**
 * JSON and form bodies with a size limit. The raw bytes are kept on `req.rawBody` because
 * payment webhooks verify their signature over them.
 */
export function bodyParsers(limit: string): RequestHandler[] {
  const keepRaw = (req: express.Request & { rawBody?: Buffer }, _res: unknown, buf: Buffer) => {
    req.rawBody = buf;
  };
  return [express.json({ limit, verify: keepRaw }), express.urlencoded({ limit, extended: false })];
}

/** Turns body-parser failures (bad JSON, too large) into the API's JSON error shape. */
export const bodyParserErrorHandler: ErrorRequestHandler = (err: BodyParserError, _req, res, next) => {
  if (!err || typeof err.status !== 'number' || !err.type) return next(err);
  const message =
    err.type === 'entity.too.large'
      ? 'Request body is too large.'
      : err.type === 'entity.parse.failed'
        ? 'Request body is not valid JSON.'
        : 'Request body could not be read.';
  res.status(err.status).json(errorBody(err.status, message));
};
