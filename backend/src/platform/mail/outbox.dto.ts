import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional } from 'class-validator';

export class OutboxQueryDto {
  @ApiPropertyOptional({ description: 'Only mails to this address (case-insensitive).' })
  @IsOptional()
  @IsEmail({}, { message: 'to must be an email address' })
  to?: string;
}

export class OutboxAttachmentDto {
  @ApiProperty({ example: 'surprise-dinner.ics' }) filename: string;
  @ApiProperty({ example: 'text/calendar; charset=utf-8; method=REQUEST' }) contentType: string;
  @ApiProperty({ description: 'The file as sent (text: an iCalendar file, for instance).' }) content: string;
}

export class OutboxMessageDto {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  @ApiProperty({ type: [String], description: 'Every URL in the mail.' }) links: string[];
  @ApiProperty({
    type: [OutboxAttachmentDto],
    description: 'The files attached to the mail (name, type and content), e.g. the calendar invitation of a booking.',
  })
  attachments: OutboxAttachmentDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class OutboxListDto {
  messages: OutboxMessageDto[];
}
