import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { LoggerService } from '@nestjs/common';
import { requestContext } from './request-context';

const INCOMING_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Gives every request an id (or keeps a sane X-Request-Id), echoes it and logs the request once it ends. */
export function requestIdMiddleware(logger: LoggerService) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    requestContext.run({ requestId }, () => {
      res.on('finish', () => {
        if (!req.originalUrl.startsWith('/api')) return;
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        requestContext.run({ requestId }, () =>
          logger.log(
            { msg: 'request', method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, durationMs: Math.round(durationMs) },
            'HTTP',
          ),
        );
      });
      next();
    });
  };
}
