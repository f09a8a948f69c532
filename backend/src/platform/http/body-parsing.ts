import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody } from './http-error-body';
import { jsonShapeViolation, JsonShapeViolation } from './json-shape-limits';

interface BodyParserError extends Error {
  status?: number;
  type?: string;
}

const SHAPE_MESSAGES: Record<JsonShapeViolation, string> = {
  too_deep: 'Request body is nested too deeply.',
  too_many_members: 'Request body has too many fields.',
};

/** What a person sees when a form sent more than the API takes; clients branch on the code `body_too_large`. */
export const BODY_TOO_LARGE_MESSAGE = 'That is more than we can take in one go — shorten the text and try again.';

/** body-parser keeps the `type` of an error thrown by `verify`; the handler below maps it to 400. */
class JsonShapeError extends Error {
  readonly type = 'entity.shape.refused';
  constructor(readonly violation: JsonShapeViolation) {
    super(SHAPE_MESSAGES[violation]);
  }
}

/**
 * JSON and form bodies with a size limit, JSON also with depth and width limits checked
 * before parsing. The raw bytes are kept on `req.rawBody` because payment webhooks verify
 * their signature over them.
 */
export function bodyParsers(limit: string): RequestHandler[] {
  const checkAndKeepRaw = (req: express.Request & { rawBody?: Buffer }, _res: unknown, buf: Buffer) => {
    const violation = jsonShapeViolation(buf);
    if (violation) throw new JsonShapeError(violation);
    req.rawBody = buf;
  };
  return [express.json({ limit, verify: checkAndKeepRaw }), express.urlencoded({ limit, extended: false })];
}

/** Turns body-parser failures (bad JSON, too large) into the API's JSON error shape. */
export const bodyParserErrorHandler: ErrorRequestHandler = (err: BodyParserError, _req, res, next) => {
  if (!err || typeof err.status !== 'number' || !err.type) return next(err);
  if (err.type === 'entity.shape.refused') {
    res.status(400).json(errorBody(400, err.message));
    return;
  }
  if (err.type === 'entity.too.large') {
    res.status(413).json(errorBody(413, BODY_TOO_LARGE_MESSAGE, { code: 'body_too_large' }));
    return;
  }
  const message = err.type === 'entity.parse.failed' ? 'Request body is not valid JSON.' : 'Request body could not be read.';
  res.status(err.status).json(errorBody(err.status, message));
};
