import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The shape of every error answer, for the API docs. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'email must be an email' }) message: string;
  @ApiProperty({ example: 'Bad Request' }) error: string;
  @ApiPropertyOptional({ description: 'Stable error code where the client branches on it.' }) code?: string;
  @ApiPropertyOptional({ description: 'Validation messages by field.', type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  fields?: Record<string, string[]>;
}
