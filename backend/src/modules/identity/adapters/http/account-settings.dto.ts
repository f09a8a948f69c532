import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { EmailField } from '../../../../platform/http/email-field';
import type { PendingEmailChange } from '../../application/change-sign-in-email';
import { PASSWORD_POLICY_MESSAGE } from '../../domain/password-policy';

export class ChangePasswordDto {
  @ApiProperty({ example: 'Cl4ret&Candles', maxLength: 200 })
  @IsString()
  @IsNotEmpty({ message: 'Please enter your current password.' })
  @MaxLength(200)
  current_password: string;
  @ApiProperty({ example: 'N3w&Better-Pass', description: PASSWORD_POLICY_MESSAGE, minLength: 8, maxLength: 200 })
  @IsString()
  @IsNotEmpty({ message: 'Please enter a new password.' })
  @MaxLength(200)
  new_password: string;
  @ApiProperty({ example: 'N3w&Better-Pass', description: 'Must equal new_password.', maxLength: 200 }) @IsString() @MaxLength(200) confirm_password: string;
}

export class EmailChangeRequestDto {
  @EmailField('The new sign-in email; a confirmation link goes there.') new_email: string;
  @ApiProperty({ maxLength: 200 }) @IsString() @IsNotEmpty({ message: 'Please enter your current password.' }) @MaxLength(200) current_password: string;
}

export class PendingEmailChangeDto {
  @ApiProperty({ format: 'email', description: 'The address the confirmation link went to.' }) new_email: string;
  @ApiProperty({ format: 'date-time', description: 'When the latest link stops working.' }) expires_at: string;

  static from(pending: PendingEmailChange): PendingEmailChangeDto {
    return { new_email: pending.newEmail, expires_at: pending.expiresAt.toISOString() };
  }
}

export class AccountSettingsDto {
  @ApiProperty({ format: 'email', description: 'The current sign-in email.' }) email: string;
  @ApiProperty({ type: PendingEmailChangeDto, nullable: true, description: 'A change waiting for its link to be opened.' })
  pending_email_change: PendingEmailChangeDto | null;
  @ApiProperty({ description: 'Whether the optional dinner mails (the teaser before a dinner, the review request after it) come to this member.' })
  dinner_reminders: boolean;
}

export class MailPreferencesDto {
  @ApiProperty({ description: 'Optional dinner mails: the teaser 12 hours before a dinner and the review request after it.' })
  @IsBoolean()
  dinner_reminders: boolean;
}

export class ConfirmEmailChangeDto {
  @ApiProperty({ description: 'The token from the confirmation link.' }) @IsString() @IsNotEmpty() @MaxLength(200) token: string;
}

export class EmailChangedDto {
  @ApiProperty() message: string;
  @ApiProperty({ format: 'email' }) email: string;
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_MESSAGE = 'date_of_birth must be a date in the form YYYY-MM-DD';
/** As at sign-up: one string, dial code first ('+353 871234567'). */
const PHONE = /^\+\d{1,4} \d[\d ]{3,18}$/;

/** The member's own names, phone and date of birth, checked as at sign-up. */
export class MemberDetailsDto {
  @ApiProperty({ example: 'Aoife', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your first name.' })
  @MaxLength(100)
  first_name: string;
  @ApiProperty({ example: 'Murphy', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your last name.' })
  @MaxLength(100)
  last_name: string;
  @ApiProperty({ example: '+353 871234567', description: 'Dial code, a space, then the number.' })
  @Transform(trim)
  @IsString()
  @Matches(PHONE, { message: 'phone_number must be a dial code and a number, e.g. +353 871234567' })
  phone_number: string;
  @ApiProperty({ format: 'date', example: '1990-05-17', description: 'ISO date; at least 18 years old, within the years the sign-up offers.' })
  @Matches(ISO_DATE, { message: ISO_DATE_MESSAGE })
  @IsDateString({ strict: true }, { message: ISO_DATE_MESSAGE })
  date_of_birth: string;
}
