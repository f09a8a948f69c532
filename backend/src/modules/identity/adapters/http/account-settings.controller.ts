import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { AccountSettings } from '../../application/account-settings';
import { ChangePassword } from '../../application/change-password';
import { ChangeSignInEmail } from '../../application/change-sign-in-email';
import { startSession } from '../session/session-lifecycle';
import { OwnDetails } from '../../application/own-details';
import type { MemberDetails } from '../../application/user.repository';
import {
  AccountSettingsDto,
  ChangePasswordDto,
  EmailChangeRequestDto,
  MailPreferencesDto,
  MemberDetailsDto,
  PendingEmailChangeDto,
} from './account-settings.dto';
import { MessageResponseDto } from './auth.dto';
import { LanguageChoiceDto, MemberLanguageDto } from './language.dto';
import { MemberLanguages } from '../../application/member-languages';

import type { AuthenticatedRequest } from './guards';
import { SignedIn } from './access.decorators';

const FIFTEEN_MINUTES = 15 * 60_000;

/** The signed-in member's own account settings (/couplesprofile/settings). */
@ApiTags('account')
@SignedIn()
@Controller('user/account')
export class AccountSettingsController {
  constructor(
    private readonly changePassword: ChangePassword,
    private readonly changeEmail: ChangeSignInEmail,
    private readonly settings: AccountSettings,
    private readonly ownDetails: OwnDetails,
    private readonly languages: MemberLanguages,
  ) {}

  @Get('details')
  @ApiOperation({
    summary: "Read the member's own details",
    description:
      "The signed-in member's first and last name, phone number and date of birth, as Edit Profile shows them (empty strings for what was never given).",
  })
  @ApiOkResponse({ type: MemberDetailsDto, description: "The signed-in member's details." })
  async getOwnDetails(@Req() request: AuthenticatedRequest): Promise<MemberDetailsDto> {
    return toMemberDetailsDto(await this.ownDetails.view(request.user.id));
  }

  @Put('details')
  @ApiOperation({
    summary: "Change the member's own details",
    description:
      "Sets the signed-in member's first and last name, phone number and date of birth, checked as at sign-up. Each member changes their own only: the partner's are the partner's, changed from the partner's account.",
  })
  @ApiOkResponse({ type: MemberDetailsDto, description: 'The details as stored.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A missing name, a malformed phone number, a date of birth that is not a date or under 18 (the field is named).',
  })
  async updateOwnDetails(@Req() request: AuthenticatedRequest, @Body() body: MemberDetailsDto): Promise<MemberDetailsDto> {
    const saved = await this.ownDetails.update(request.user.id, {
      firstName: body.first_name,
      lastName: body.last_name,
      phoneNumber: body.phone_number,
      dateOfBirth: body.date_of_birth,
    });
    return toMemberDetailsDto(saved);
  }

  @Get()
  @ApiOperation({
    summary: 'Read the account settings',
    description: "The member's sign-in email, a pending email change (the address the link went to and when it expires) and the dinner-mail preference.",
  })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'The settings of the signed-in member.' })
  async getAccountSettings(@Req() request: AuthenticatedRequest): Promise<AccountSettingsDto> {
    const view = await this.settings.view(request.user.id);
    return {
      email: view.email,
      pending_email_change: view.pendingEmailChange && PendingEmailChangeDto.from(view.pendingEmailChange),
      dinner_reminders: view.dinnerReminders,
    };
  }

  @Put('mail-preferences')
  @ApiOperation({
    summary: 'Set the mail preferences',
    description:
      'Turns the optional dinner mails (the teaser before a dinner, the review request after it) on or off for this member. Booking confirmations, cancellations, refunds and reveals are always sent.',
  })
  @ApiOkResponse({ type: MailPreferencesDto, description: 'The preferences as stored.' })
  async updateMailPreferences(@Req() request: AuthenticatedRequest, @Body() body: MailPreferencesDto): Promise<MailPreferencesDto> {
    await this.settings.setDinnerReminders(request.user.id, body.dinner_reminders);
    return { dinner_reminders: body.dinner_reminders };
  }

  @Put('language')
  @ApiOperation({
    summary: 'Choose the language',
    description:
      "Sets the language the signed-in member reads us in (their mails; the client's texts follow GET /api/auth/me). null goes back to the default language of the couple's city. The member's own preference: no one else's data, so not audited (as the mail preferences).",
  })
  @ApiOkResponse({ type: MemberLanguageDto, description: 'The language the member now reads, and their choice.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "Any other value, or none: 'Choose English or French.' (fields.language)." })
  chooseLanguage(@Req() request: AuthenticatedRequest, @Body() body: LanguageChoiceDto): Promise<MemberLanguageDto> {
    return this.languages.choose(request.user.id, body.language);
  }

  @Post('password')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Change the password',
    description: 'Changes the password after checking the current one; every other session of the account is signed out.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The password is changed.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Wrong current password (current_password), weak or unchanged new password, mismatch.' })
  async changeOwnPassword(@Req() request: AuthenticatedRequest, @Body() body: ChangePasswordDto): Promise<MessageResponseDto> {
    await this.changePassword.execute(request.user.id, {
      currentPassword: body.current_password,
      newPassword: body.new_password,
      confirmPassword: body.confirm_password,
    });
    // Every session ended with the change: this device continues on a fresh one.
    await startSession(request, { id: request.user.id });
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  }

  @Post('email-change')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Ask to change the sign-in email',
    description:
      'Checks the current password, mails a confirmation link to the new address and a notice without the link to the current one (through the mail outbox). The email changes only when the link is opened; a newer request replaces the older link.',
  })
  @ApiOkResponse({ type: PendingEmailChangeDto, description: 'The change is pending until the link is opened.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Wrong current password (current_password); a malformed address, the current one, or the one the partner was invited with (new_email).',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "'That email is already in use.' (code IDENTITY.EMAIL_IN_USE)." })
  async requestEmailChange(@Req() request: AuthenticatedRequest, @Body() body: EmailChangeRequestDto): Promise<PendingEmailChangeDto> {
    return PendingEmailChangeDto.from(await this.changeEmail.request(request.user.id, body.new_email, body.current_password));
  }

  @Post('email-change/resend')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Resend the email-change link',
    description: 'Sends a fresh confirmation link for the pending email change; the earlier link then reads as replaced.',
  })
  @ApiOkResponse({ type: PendingEmailChangeDto, description: 'The change, with its new link sent.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No email change is pending.' })
  async resendEmailChange(@Req() request: AuthenticatedRequest): Promise<PendingEmailChangeDto> {
    return PendingEmailChangeDto.from(await this.changeEmail.resend(request.user.id));
  }

  @Delete('email-change')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel the pending email change', description: 'Its links stop working. Succeeds when nothing is pending.' })
  @ApiNoContentResponse({ description: 'No email change is pending any more.' })
  async cancelEmailChange(@Req() request: AuthenticatedRequest): Promise<void> {
    await this.changeEmail.cancel(request.user.id);
  }
}

function toMemberDetailsDto(details: MemberDetails): MemberDetailsDto {
  return { first_name: details.firstName, last_name: details.lastName, phone_number: details.phoneNumber, date_of_birth: details.dateOfBirth };
}
