import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

const PRESENCE_CONSTRAINTS = ['isDefined', 'isNotEmpty'];

/** A missing value fails every rule of its field; only the "required" message is worth showing then. */
function messagesOf(constraints: Record<string, string>): string[] {
  const presence = PRESENCE_CONSTRAINTS.filter((name) => name in constraints).map((name) => constraints[name]);
  return presence.length > 0 ? presence : Object.values(constraints);
}

/** Flattens nested class-validator errors to `field.path -> messages`. */
export function collectFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[path] = messagesOf(error.constraints);
    Object.assign(fields, collectFieldErrors(error.children ?? [], path));
  }
  return fields;
}

export class FieldValidationException extends BadRequestException {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join('; '));
  }
}

/** Whitelists DTO fields, refuses unknown ones and answers 400 naming every bad field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new FieldValidationException(collectFieldErrors(errors)),
  });
}
