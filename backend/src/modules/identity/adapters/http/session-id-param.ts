import { BadRequestException, Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

const SESSION_ID = /^[0-9a-f]{64}$/;

class SessionIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !SESSION_ID.test(value)) throw new BadRequestException('sessionId must be a session id (64 hexadecimal characters).');
    return value;
  }
}

/** A session's id as the list of sessions gives it; anything else answers 400. */
export function SessionIdParam(name: string): ParameterDecorator {
  const param = Param(name, new SessionIdPipe());
  const documented = ApiParam({ name, type: String, schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } });
  return (target, method, index) => {
    param(target, method, index);
    if (method !== undefined) documented(target, method, Object.getOwnPropertyDescriptor(target, method)!);
  };
}
