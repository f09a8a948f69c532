import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

/**
 * A path parameter that must be a UUID: anything else answers 400 naming the parameter
 * (never reaching the database), and the API document says `format: uuid`.
 */
export function UuidParam(name: string, description?: string): ParameterDecorator {
  const param = Param(name, new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`${name} must be a UUID.`) }));
  const documented = ApiParam({ name, type: String, format: 'uuid', description });
  return (target, method, index) => {
    param(target, method, index);
    if (method !== undefined) documented(target, method, Object.getOwnPropertyDescriptor(target, method)!);
  };
}
