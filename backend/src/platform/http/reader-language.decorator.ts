import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { readerLanguage } from './reader-language';

/**
 * The language to answer in, from the request's Accept-Language header (English when it names
 * none of ours). A decorator of its own rather than `@Headers('accept-language')`, which the
 * OpenAPI document would list as a required header: browsers send it, integrators need not.
 */
export const ReaderLanguage = createParamDecorator((_: unknown, context: ExecutionContext) =>
  readerLanguage(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
