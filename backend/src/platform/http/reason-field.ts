import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from './trim';

export const REASON_MAX_LENGTH = 300;

/**
 * Why an admin acts on someone's booking, payment or account: required, one line (the
 * validation pipe refuses line breaks), at most 300 characters, kept in the audit log.
 */
export function ReasonField() {
  return applyDecorators(
    ApiProperty({
      description: 'Why the admin acts, for the audit log (one line).',
      maxLength: REASON_MAX_LENGTH,
      example: 'Couple asked by phone; the dinner clashes with a funeral.',
    }),
    Transform(trim),
    IsString(),
    IsNotEmpty({ message: 'Please give a reason.' }),
    MaxLength(REASON_MAX_LENGTH),
  );
}

/** The body of a support action that needs nothing but its reason. */
export class SupportReasonDto {
  @ReasonField() reason: string;
}
