import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, DomainErrorKind } from '../../kernel/domain-error';
import { clientCausedDatabaseError, databaseUnreachable, RETRY_AFTER_SECONDS } from './database-error-status';
import { ErrorPhrasebook } from './error-phrasebook';
import { errorBody, HttpErrorBody } from './http-error-body';
import { readerLanguage } from './reader-language';
import { FieldValidationException } from './validation';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** The single place where errors become HTTP answers of the shape `{statusCode, message, error}`, in the reader's language. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly phrasebook = new ErrorPhrasebook();

  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const databaseError = clientCausedDatabaseError(exception);
    if (databaseError) {
      this.logger.warn(
        { msg: 'database refused a client value', sqlState: databaseError.sqlState, error: (exception as Error).message },
        'AllExceptionsFilter',
      );
    }
    const body = databaseError ? errorBody(databaseError.status, databaseError.message) : this.toBody(exception);
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error(
        { msg: 'unexpected error', error: exception instanceof Error ? exception.message : String(exception) },
        exception instanceof Error ? exception.stack : undefined,
        'AllExceptionsFilter',
      );
    }
    if (response.headersSent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(this.inReaderLanguage(body, host.switchToHttp().getRequest<Request>()));
  }

  /** The message and each field's messages as the reader reads them; a message made of the fields' messages is made again of their translations. */
  private inReaderLanguage(body: HttpErrorBody, request: Request): HttpErrorBody {
    const language = readerLanguage(request.headers['accept-language']);
    if (language === 'en') return body;
    const translate = (message: string) => this.phrasebook.translate(language, body.code, message);
    if (!body.fields) return { ...body, message: translate(body.message) };
    const englishMessages = [...new Set(Object.values(body.fields).flat())];
    const joiner = ['; ', ' '].find((separator) => englishMessages.join(separator) === body.message);
    const fields = Object.fromEntries(Object.entries(body.fields).map(([field, messages]) => [field, messages.map(translate)]));
    const message = joiner === undefined ? translate(body.message) : [...new Set(Object.values(fields).flat())].join(joiner);
    return { ...body, message, fields };
  }

  private toBody(exception: unknown): HttpErrorBody {
    if (exception instanceof DomainError) {
      return errorBody(STATUS_BY_KIND[exception.kind], exception.message, { code: exception.code, ...exception.details });
    }
    if (exception instanceof FieldValidationException) {
      return errorBody(HttpStatus.BAD_REQUEST, exception.message, { fields: exception.fields });
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return errorBody(status, response);
      const { message, statusCode: _statusCode, error: _error, ...extra } = response as Record<string, unknown>;
      const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
      return errorBody(status, text, extra);
    }
    if (databaseUnreachable(exception)) {
      return errorBody(HttpStatus.SERVICE_UNAVAILABLE, 'The service is temporarily unavailable. Please try again shortly.');
    }
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'An unexpected error occurred. Please try again later.');
  }
}
