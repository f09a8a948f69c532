import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsDateString, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { CHOOSE_A_LANGUAGE, LANGUAGES } from '../../../../kernel/languages';
import type { Language } from '../../../../kernel/languages';
import { CurrentUserDto } from './current-user.dto';
import { EmailField } from '../../../../platform/http/email-field';
import { PASSWORD_POLICY_MESSAGE } from '../../domain/password-policy';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One string, dial code first: '+353 871234567'. */
const PHONE_PATTERN = /^\+\d{1,4} \d[\d ]{3,18}$/;
const PHONE_MESSAGE = 'phone_number must be a dial code and a number, e.g. +353 871234567';

export class PartnerInfoQueryDto {
  @IsString() @IsNotEmpty() @MaxLength(200) token: string;
  @EmailField("The invited partner's email from the link.") email: string;
}

export class PartnerInfoDto {
  @ApiProperty({ format: 'uuid', description: 'The pending partner to complete.' }) partner_id: string;
  token: string;
  partner_first_name: string;
  @ApiProperty({ description: 'First and last name of the member who sent the invitation.' }) primary_user_name: string;
}

export class CompleteOnboardingDto {
  @ApiProperty({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid' }) @IsUUID() partner_id: string;
  @ApiProperty({ example: 'Jx0wq5Nq2m3dVfL8kq9r2s4t6u8w0yAb' }) @IsString() @IsNotEmpty() @MaxLength(200) token: string;
  @ApiProperty({ example: 'Cian', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your first name.' })
  @MaxLength(100)
  first_name: string;
  @ApiProperty({ example: 'Byrne', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your last name.' })
  @MaxLength(100)
  last_name: string;
  @ApiProperty({ example: '+353 871234567', description: 'Dial code, a space, then the number.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your phone number.' })
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  phone_number: string;
  @ApiProperty({ example: 'Cl4ret&Candles', description: PASSWORD_POLICY_MESSAGE, minLength: 8 }) @IsString() @IsNotEmpty() @MaxLength(200) password: string;
  @ApiProperty({ description: 'Must be true.' })
  @IsBoolean()
  @Equals(true, { message: 'Please accept the terms and conditions to continue.' })
  accepted_terms: boolean;
  @ApiProperty({ required: false, description: 'Updates about dining events and special offers.' })
  @IsOptional()
  @IsBoolean()
  marketingOptIn?: boolean;
  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    description: "The browser's language, kept as the partner's own choice (Settings changes it); absent: the couple's city's default language.",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: CHOOSE_A_LANGUAGE })
  language?: Language;
}

export class OnboardingResultDto {
  @ApiProperty({ type: CurrentUserDto, description: 'The partner, now signed in.' }) user: CurrentUserDto;
  @ApiProperty({ example: 'Account created successfully' }) message: string;
}

export class SendInvitationDto {
  @EmailField('Where the invitation goes; must not be registered, nor your own.') partner_email: string;
}

export class InvitationSentDto {
  @ApiProperty({ example: 'Invitation sent!' }) message: string;
  @ApiProperty({ format: 'email' }) partner_email: string;
  @ApiProperty({ format: 'date-time', description: 'The link works until then (7 days).' }) expires_at: string;
}

export class PartnerDto {
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Set once the partner has an account.' }) id: string | null;
  @ApiProperty({ enum: ['not_invited', 'invited', 'active'], description: 'active: the partner has an account (counts as present when email_verified).' })
  status: 'not_invited' | 'invited' | 'active';
  first_name: string | null;
  last_name: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'email' }) email: string | null;
  email_verified: boolean;
  gender: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) date_of_birth: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'While invited: when the invitation link expires.' })
  invitation_expires_at: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_MESSAGE = 'date_of_birth must be a date in the form YYYY-MM-DD';

/** The partner as described at sign-up (partner_first_name, partner_date_of_birth), checked as there. */
export class PartnerDescriptionDto {
  @ApiProperty({ example: 'Cian', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: "Please enter your partner's first name." })
  @MaxLength(100)
  first_name: string;
  @ApiProperty({ format: 'date', example: '1991-08-02', description: 'ISO date; at least 18 years old, within the years the sign-up offers.' })
  @Matches(ISO_DATE, { message: ISO_DATE_MESSAGE })
  @IsDateString({ strict: true }, { message: ISO_DATE_MESSAGE })
  date_of_birth: string;
}
