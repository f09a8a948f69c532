import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { IDEMPOTENT_EXTENSION } from '../openapi/api-access';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** A POST that creates or charges: it honours an `Idempotency-Key` header (see IdempotencyInterceptor). */
export const Idempotent = () => applyDecorators(UseInterceptors(IdempotencyInterceptor), ApiExtension(IDEMPOTENT_EXTENSION, true));
