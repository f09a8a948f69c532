import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import { EmailField } from '../../../../platform/http/email-field';

export class SubscribeNewsletterDto {
  @EmailField() email: string;

  @ApiProperty({ description: 'Must be true: the visitor agreed to receive the newsletter by email.', example: true })
  @Equals(true, { message: 'Please agree to receive the newsletter by email to subscribe.' })
  consent: boolean;
}

export class NewsletterSubscriptionDto {
  email: string;
  @ApiProperty({ format: 'date-time' }) subscribedAt: string;
}
