import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address.';

/** A required email field: trimmed, checked for shape; case is normalised by the use cases. */
export function EmailField(description = 'Email address (compared case-insensitively).') {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: 320, description, example: 'aoife@example.ie' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(),
    MaxLength(320),
    // The client shows this text as it is (e.g. in the 'Login failed' toast); the 400's fields name the field.
    IsEmail({}, { message: EMAIL_FORMAT_MESSAGE }),
  );
}
