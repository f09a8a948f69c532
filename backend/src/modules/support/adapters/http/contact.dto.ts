import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CHOOSE_A_LANGUAGE, LANGUAGES } from '../../../../kernel/languages';
import type { Language } from '../../../../kernel/languages';
import { CONTACT_LIMITS } from '../../domain/contact-message';
import { MultiLine } from '../../../../platform/http/single-line';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The landing page's contact form, checked with the same minimums and wording as the client. */
export class SendContactMessageDto {
  @ApiProperty({ minLength: CONTACT_LIMITS.nameMin, maxLength: CONTACT_LIMITS.nameMax, example: 'Aoife Byrne' })
  @Transform(trim)
  @IsString({ message: 'Name must be at least 2 characters.' })
  @MinLength(CONTACT_LIMITS.nameMin, { message: 'Name must be at least 2 characters.' })
  @MaxLength(CONTACT_LIMITS.nameMax, { message: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.` })
  name: string;

  @ApiProperty({ maxLength: 320, example: 'aoife@example.ie' })
  @Transform(trim)
  @IsString({ message: 'Please enter a valid email address.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(320, { message: 'Please enter a valid email address.' })
  email: string;

  @ApiProperty({ minLength: CONTACT_LIMITS.subjectMin, maxLength: CONTACT_LIMITS.subjectMax, example: 'Dietary requirements' })
  @Transform(trim)
  @IsString({ message: 'Subject must be at least 2 characters.' })
  @MinLength(CONTACT_LIMITS.subjectMin, { message: 'Subject must be at least 2 characters.' })
  @MaxLength(CONTACT_LIMITS.subjectMax, { message: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters.` })
  subject: string;

  @ApiProperty({ example: 'Can we move our booking to the dinner next Friday?', minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: 'Message must be at least 10 characters.' })
  @MinLength(CONTACT_LIMITS.messageMin, { message: 'Message must be at least 10 characters.' })
  @MaxLength(CONTACT_LIMITS.messageMax, { message: `Message must be at most ${CONTACT_LIMITS.messageMax} characters.` })
  @MultiLine()
  message: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    description: "The language of the page the message was written on: the sender's receipt is in it (absent: English).",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: CHOOSE_A_LANGUAGE })
  language?: Language;
}

export class ContactMessageReceiptDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
}
