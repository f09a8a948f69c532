import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES } from './error-codes.generated';

/** The shape of every error answer, for the API docs. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: 'What went wrong, in words a person understands (shown to users as is).', example: 'email must be an email' }) message: string;
  @ApiProperty({ description: 'The HTTP reason phrase of the status.', example: 'Bad Request' }) error: string;
  @ApiPropertyOptional({
    description: 'Stable code of a business refusal, for clients that branch on it (the message may change, the code does not).',
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'DINNERS.FULL',
  })
  code?: (typeof ERROR_CODES)[number];
  @ApiPropertyOptional({
    description: 'Validation messages by field (400).',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['email must be an email'] },
  })
  fields?: Record<string, string[]>;
}
