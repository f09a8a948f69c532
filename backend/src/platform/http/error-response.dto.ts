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
  @ApiPropertyOptional({
    description:
      'The groups a refusal is about: the ones an admin edited (MATCHING.EDITED_GROUPS), or the ones a change asks to confirm (MATCHING.CONFIRM_CHANGE).',
    type: [String],
  })
  groupIds?: string[];
  @ApiPropertyOptional({
    description: 'Who a change to a revealed dinner would email, in words (MATCHING.CONFIRM_CHANGE, DINNERS.CONFIRM_CHANGE); null when it emails nobody.',
    example: '2 paid couples (4 people)',
    nullable: true,
    type: String,
  })
  audience?: string | null;
  @ApiPropertyOptional({ description: 'The booking deadline of a dinner still taking bookings (MATCHING.DINNER_OPEN).', format: 'date-time' })
  bookingDeadline?: string;
  @ApiPropertyOptional({ description: 'The email is registered already (IDENTITY.EMAIL_REGISTERED).' })
  emailExists?: boolean;
  @ApiPropertyOptional({ description: "Always false: the admin sign-in answer keeps the spec's success flag on a refusal." })
  success?: boolean;
}
