import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional } from 'class-validator';

export class OutboxQueryDto {
  @ApiPropertyOptional({ description: 'Only mails to this address (case-insensitive).' })
  @IsOptional()
  @IsEmail({}, { message: 'to must be an email address' })
  to?: string;
}

export class OutboxMessageDto {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  @ApiProperty({ type: [String], description: 'Every URL in the mail.' }) links: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class OutboxListDto {
  messages: OutboxMessageDto[];
}
