import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

/** The client shows this text as it is (e.g. in the 'Login failed' toast); the 400's fields name the field. */
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address.';

/** A required email field: trimmed, checked for shape; case is normalised by the use cases. */
export function EmailField(description = 'Email address (compared case-insensitively).') {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: 320, description, example: 'aoife@example.ie' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: EMAIL_FORMAT_MESSAGE }),
    MaxLength(320, { message: EMAIL_FORMAT_MESSAGE }),
    IsEmail({}, { message: EMAIL_FORMAT_MESSAGE }),
  );
}
