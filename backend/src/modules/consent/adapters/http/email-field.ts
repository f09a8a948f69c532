import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

/** The email field of the list sign-ups, with the client's wording for a bad address. */
export function EmailField() {
  return applyDecorators(
    ApiProperty({ example: 'aoife@example.ie', maxLength: 320 }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'Please enter a valid email address.' }),
    IsEmail({}, { message: 'Please enter a valid email address.' }),
    MaxLength(320, { message: 'Please enter a valid email address.' }),
  );
}
