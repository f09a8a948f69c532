import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { firstBrokenLine } from './single-line';
import { fieldLabel, humanMessage } from './validation-messages';

const PRESENCE_CONSTRAINTS = ['isDefined', 'isNotEmpty'];

/**
 * A missing value fails every rule of its field; only the "required" message is worth
 * showing then. Two rules that say the same thing in people's words say it once.
 */
function messagesOf(error: ValidationError & { constraints: Record<string, string> }): string[] {
  const present = PRESENCE_CONSTRAINTS.filter((name) => name in error.constraints);
  const names = present.length > 0 ? present : Object.keys(error.constraints);
  const messages = names.map((name) =>
    humanMessage({ constraint: name, message: error.constraints[name], property: error.property, value: error.value, target: error.target }),
  );
  return [...new Set(messages)];
}

/** Flattens nested class-validator errors to `field.path -> messages`. */
export function collectFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[path] = messagesOf({ ...error, constraints: error.constraints });
    Object.assign(fields, collectFieldErrors(error.children ?? [], path));
  }
  return fields;
}

export class FieldValidationException extends BadRequestException {
  constructor(readonly fields: Record<string, string[]>) {
    // Fields that share one message (e.g. "Please fill in all required fields") say it once.
    super([...new Set(Object.values(fields).flat())].join(' '));
  }
}

/** The DTO rules, then: no line break in a field that is not @MultiLine (issue 25: `FZ\r\nBcc: …` in a name). */
class SingleLineValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const validated: unknown = await super.transform(value, metadata);
    if (metadata.type === 'custom') return validated;
    const field = firstBrokenLine(validated, metadata.data ?? '');
    if (field === undefined) return validated;
    const label = fieldLabel(field.split('.').pop() ?? field);
    const message = `${label.charAt(0).toUpperCase()}${label.slice(1)} must be on one line.`;
    throw new FieldValidationException({ [field]: [message] });
  }
}

/** Whitelists DTO fields, refuses unknown ones and answers 400 naming every bad field in words a person understands. */
export function createValidationPipe(): ValidationPipe {
  return new SingleLineValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    // The messages read a rule's limits ("at most 100") from the DTO the error was found in; Nest leaves it out by default.
    validationError: { target: true, value: true },
    exceptionFactory: (errors) => new FieldValidationException(collectFieldErrors(errors)),
  });
}
