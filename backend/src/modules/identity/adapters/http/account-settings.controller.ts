import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { AccountSettings } from '../../application/account-settings';
import { ChangePassword } from '../../application/change-password';
import { ChangeSignInEmail } from '../../application/change-sign-in-email';
import { startSession } from '../session/session-lifecycle';
import { AccountSettingsDto, ChangePasswordDto, EmailChangeRequestDto, MailPreferencesDto, PendingEmailChangeDto } from './account-settings.dto';
import { MessageResponseDto } from './auth.dto';
import { SignedInGuard } from './guards';
import type { AuthenticatedRequest } from './guards';

const FIFTEEN_MINUTES = 15 * 60_000;

/** The signed-in member's own account settings (/couplesprofile/settings). */
@ApiTags('account')
@ApiCookieAuth()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('user/account')
export class AccountSettingsController {
  constructor(
    private readonly changePassword: ChangePassword,
    private readonly changeEmail: ChangeSignInEmail,
    private readonly settings: AccountSettings,
  ) {}

  @Get()
  @ApiOperation({ summary: "The member's sign-in email, a pending email change and the dinner-mail preference. Session." })
  @ApiOkResponse({ type: AccountSettingsDto })
  async getAccountSettings(@Req() request: AuthenticatedRequest): Promise<AccountSettingsDto> {
    const view = await this.settings.view(request.user.id);
    return { email: view.email, pending_email_change: view.pendingEmailChange && PendingEmailChangeDto.from(view.pendingEmailChange), dinner_reminders: view.dinnerReminders };
  }

  @Put('mail-preferences')
  @ApiOperation({ summary: 'Turns the optional dinner mails (teaser, review request) on or off for this member. Bookings, cancellations, refunds and reveals are always sent. Session.' })
  @ApiOkResponse({ type: MailPreferencesDto })
  async updateMailPreferences(@Req() request: AuthenticatedRequest, @Body() body: MailPreferencesDto): Promise<MailPreferencesDto> {
    await this.settings.setDinnerReminders(request.user.id, body.dinner_reminders);
    return { dinner_reminders: body.dinner_reminders };
  }

  @Post('password')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({ summary: 'Changes the password after checking the current one; every other session of the account is signed out. Session.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Wrong current password (current_password), weak or unchanged new password, mismatch.' })
  async changeOwnPassword(@Req() request: AuthenticatedRequest, @Body() body: ChangePasswordDto): Promise<MessageResponseDto> {
    await this.changePassword.execute(request.user.id, { currentPassword: body.current_password, newPassword: body.new_password, confirmPassword: body.confirm_password });
    // Every session ended with the change: this device continues on a fresh one.
    await startSession(request, { id: request.user.id });
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  }

  @Post('email-change')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary:
      'Asks to change the sign-in email: checks the current password, mails a confirmation link to the new address and a notice to the current one. The email changes when the link is opened; a newer request replaces the older link. Session.',
  })
  @ApiOkResponse({ type: PendingEmailChangeDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Wrong current password (current_password); a malformed address, the current one, or the one the partner was invited with (new_email).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "'That email is already in use.' (code IDENTITY.EMAIL_IN_USE)." })
  async requestEmailChange(@Req() request: AuthenticatedRequest, @Body() body: EmailChangeRequestDto): Promise<PendingEmailChangeDto> {
    return PendingEmailChangeDto.from(await this.changeEmail.request(request.user.id, body.new_email, body.current_password));
  }

  @Post('email-change/resend')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({ summary: 'Sends a fresh confirmation link for the pending email change; the earlier link then reads as replaced. Session.' })
  @ApiOkResponse({ type: PendingEmailChangeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No email change is pending.' })
  async resendEmailChange(@Req() request: AuthenticatedRequest): Promise<PendingEmailChangeDto> {
    return PendingEmailChangeDto.from(await this.changeEmail.resend(request.user.id));
  }

  @Delete('email-change')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancels the pending email change: its links stop working. Succeeds when nothing is pending. Session.' })
  @ApiNoContentResponse()
  async cancelEmailChange(@Req() request: AuthenticatedRequest): Promise<void> {
    await this.changeEmail.cancel(request.user.id);
  }
}
