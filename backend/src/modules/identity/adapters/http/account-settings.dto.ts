import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../../../platform/http/email-field';
import type { PendingEmailChange } from '../../application/change-sign-in-email';
import { PASSWORD_POLICY_MESSAGE } from '../../domain/password-policy';

export class ChangePasswordDto {
  @ApiProperty({ example: 'Cl4ret&Candles', maxLength: 200 }) @IsString() @IsNotEmpty({ message: 'Please enter your current password.' }) @MaxLength(200) current_password: string;
  @ApiProperty({ example: 'N3w&Better-Pass', description: PASSWORD_POLICY_MESSAGE, minLength: 8, maxLength: 200 }) @IsString() @IsNotEmpty({ message: 'Please enter a new password.' }) @MaxLength(200) new_password: string;
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
  @ApiProperty({ type: PendingEmailChangeDto, nullable: true, description: 'A change waiting for its link to be opened.' }) pending_email_change: PendingEmailChangeDto | null;
  @ApiProperty({ description: 'Whether the optional dinner mails (the teaser before a dinner, the review request after it) come to this member.' }) dinner_reminders: boolean;
}

export class MailPreferencesDto {
  @ApiProperty({ description: 'Optional dinner mails: the teaser 12 hours before a dinner and the review request after it.' }) @IsBoolean() dinner_reminders: boolean;
}

export class ConfirmEmailChangeDto {
  @ApiProperty({ description: 'The token from the confirmation link.' }) @IsString() @IsNotEmpty() @MaxLength(200) token: string;
}

export class EmailChangedDto {
  @ApiProperty() message: string;
  @ApiProperty({ format: 'email' }) email: string;
}
