import { ArgumentsHost, BadRequestException, LoggerService, UnauthorizedException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DomainError } from '../../kernel/domain-error';
import { JsonLogger } from '../logging/json-logger';
import { requestContext } from '../logging/request-context';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { FieldValidationException } from './validation';

function hostCapturing(headers: Record<string, string> = {}) {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ headers }) }) } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('AllExceptionsFilter', () => {
  it('answers an unexpected error with a generic 500 and logs it with the request id', () => {
    const lines: string[] = [];
    const filter = new AllExceptionsFilter(new JsonLogger('info', (line) => lines.push(line)));
    const { host, sent } = hostCapturing();
    requestContext.run({ requestId: 'req-42' }, () => filter.catch(new Error('relation "secret_table" does not exist'), host));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({ statusCode: 500, message: 'An unexpected error occurred. Please try again later.', error: 'Internal Server Error' });
    expect(JSON.stringify(sent.body)).not.toContain('secret_table');
    const logged = JSON.parse(lines[0]);
    expect(logged).toMatchObject({ level: 'error', requestId: 'req-42', error: 'relation "secret_table" does not exist' });
  });

  it('maps domain errors to their status with the stable code', () => {
    const filter = new AllExceptionsFilter({ error: jest.fn() } as unknown as LoggerService);
    const { host, sent } = hostCapturing();
    filter.catch(new DomainError('conflict', 'DINNERS.FULL', 'This dinner is fully booked.'), host);
    expect(sent).toEqual({ status: 409, body: { statusCode: 409, message: 'This dinner is fully booked.', error: 'Conflict', code: 'DINNERS.FULL' } });
  });

  it('keeps extra fields of an HttpException body, such as emailExists', () => {
    const filter = new AllExceptionsFilter({ error: jest.fn() } as unknown as LoggerService);
    const { host, sent } = hostCapturing();
    filter.catch(new BadRequestException({ message: ['a is wrong', 'b is wrong'], emailExists: false }), host);
    expect(sent.body).toEqual({ statusCode: 400, message: 'a is wrong; b is wrong', error: 'Bad Request', emailExists: false });
  });
  it.each([
    ['22P02', 'invalid input syntax for type uuid: "abc"', 400],
    ['22003', 'value "99999999999" is out of range for type integer', 400],
    ['23505', 'duplicate key value violates unique constraint "uq_users_email"', 409],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 400],
    ['22025', 'invalid escape string', 400],
    ['23514', 'new row for relation "dinners" violates check constraint "chk_capacity"', 400],
    ['54000', 'index row size 3000 exceeds btree version 4 maximum 2704', 400],
  ])('answers database error %s caused by a client value with 4xx, not 500, and logs a warning', (code, text, status) => {
    const logger = { error: jest.fn(), warn: jest.fn() };
    const filter = new AllExceptionsFilter(logger as unknown as LoggerService);
    const { host, sent } = hostCapturing();
    filter.catch(new QueryFailedError('SELECT 1', [], Object.assign(new Error(text), { code })), host);
    expect(sent.status).toBe(status);
    expect(JSON.stringify(sent.body)).not.toContain(text);
    expect(logger.warn).toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('still answers other database errors with a generic 500', () => {
    const logger = { error: jest.fn(), warn: jest.fn() };
    const filter = new AllExceptionsFilter(logger as unknown as LoggerService);
    const { host, sent } = hostCapturing();
    filter.catch(new QueryFailedError('SELECT 1', [], Object.assign(new Error('relation "x" does not exist'), { code: '42P01' })), host);
    expect(sent.status).toBe(500);
    expect(logger.error).toHaveBeenCalled();
  });

  it('answers 503 when the database cannot be reached, and logs it', () => {
    const lines: string[] = [];
    const filter = new AllExceptionsFilter(new JsonLogger('info', (line) => lines.push(line)));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { host, sent } = hostCapturing();
    filter.catch(refused, host);
    expect(sent).toEqual({
      status: 503,
      body: { statusCode: 503, message: 'The service is temporarily unavailable. Please try again shortly.', error: 'Service Unavailable' },
      headers: { 'Retry-After': '10' },
    });
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it.each([
    ['a socket error of another realm', { name: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' }],
    ['a server shutting down', Object.assign(new Error('the database system is shutting down'), { code: '57P03' })],
    ['a server out of connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
  ])('answers 503 for %s (issue 25)', (_case, error) => {
    const { host, sent } = hostCapturing();
    new AllExceptionsFilter(new JsonLogger('error', () => undefined)).catch(error, host);
    expect(sent.status).toBe(503);
  });

  describe("in the reader's language (Accept-Language)", () => {
    const inFrench = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const filter = new AllExceptionsFilter({ error: jest.fn(), warn: jest.fn() } as unknown as LoggerService);

    it('answers a refusal in French, keeping its status and code', () => {
      const { host, sent } = hostCapturing(inFrench);
      filter.catch(new DomainError('conflict', 'DINNERS.FULL', 'Sorry, this dinner is fully booked.'), host);
      expect(sent).toEqual({ status: 409, body: { statusCode: 409, message: 'Désolés, ce dîner est complet.', error: 'Conflict', code: 'DINNERS.FULL' } });
    });

    it("carries a message's values (cities, dates) into the French phrase", () => {
      const { host, sent } = hostCapturing(inFrench);
      const english =
        'This dinner is in Paris, and your couple profile says Dublin. You can book dinners in your own city; change your city in your profile if you have moved.';
      filter.catch(new DomainError('forbidden', 'DINNERS.NOT_IN_YOUR_CITY', english), host);
      expect(sent.body).toMatchObject({
        message:
          'Ce dîner a lieu à Paris, et votre profil de couple indique Dublin. Vous pouvez réserver des dîners dans votre ville ; changez de ville dans votre profil si vous avez déménagé.',
      });
    });

    it('picks the phrase of a code that has several', () => {
      const { host, sent } = hostCapturing(inFrench);
      filter.catch(new DomainError('conflict', 'DINNERS.NOT_CANCELLABLE', 'This booking is already cancelled.'), host);
      expect(sent.body).toMatchObject({ message: 'Cette réservation est déjà annulée.' });
    });

    it("translates each field's messages and a message made of them", () => {
      const { host, sent } = hostCapturing(inFrench);
      const message = 'The default fee must be zero or more.';
      filter.catch(new DomainError('invalid', 'CITIES.INVALID', message, { fields: { default_fee: [message] } }), host);
      expect(sent.body).toMatchObject({
        message: 'Les frais par défaut doivent être de zéro ou plus.',
        fields: { default_fee: ['Les frais par défaut doivent être de zéro ou plus.'] },
      });
    });

    it('translates an answer without a code from the HTTP phrases', () => {
      const { host, sent } = hostCapturing(inFrench);
      filter.catch(new UnauthorizedException('Not authenticated. Please log in.'), host);
      expect(sent.body).toMatchObject({ statusCode: 401, message: "Vous n'êtes pas connectés. Veuillez vous connecter." });
    });

    it('leaves a message the phrasebook does not know in English', () => {
      const { host, sent } = hostCapturing(inFrench);
      filter.catch(new FieldValidationException({ nickname: ['Nickname is required.'] }), host);
      expect(sent.body).toMatchObject({ message: 'Nickname is required.', fields: { nickname: ['Nickname is required.'] } });
    });

    it('answers word for word in English without the header', () => {
      const { host, sent } = hostCapturing();
      filter.catch(new DomainError('conflict', 'DINNERS.FULL', 'Sorry, this dinner is fully booked.'), host);
      expect(sent.body).toMatchObject({ message: 'Sorry, this dinner is fully booked.' });
    });
  });
});
