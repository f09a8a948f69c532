import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { NEWSLETTER_SOURCES, NewsletterSource } from '../../domain/newsletter';

export class MemberNewsletterDto {
  @ApiProperty() subscribed: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the consent was given.' }) subscribed_at: string | null;
  @ApiProperty({ enum: NEWSLETTER_SOURCES, nullable: true, description: 'Where the consent was given.' }) source: NewsletterSource | null;
  @ApiProperty({ description: "What the member agrees to by subscribing, in the reader's language (Accept-Language)." }) consent_text: string;
}

export class UpdateMemberNewsletterDto {
  @ApiProperty({ description: 'true subscribes (gives consent), false unsubscribes.' }) @IsBoolean() subscribed: boolean;
}
