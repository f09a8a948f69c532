import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { MinimumDuration } from '../../../../platform/http/minimum-duration.interceptor';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { AccountRegistration } from '../../application/account-registration';
import { CurrentUser } from '../../application/current-user';
import { EmailVerification } from '../../application/email-verification';
import { MagicLinks } from '../../application/magic-links';
import { PasswordReset } from '../../application/password-reset';
import { MEMBER_LOCAL_STRATEGY } from '../passport/member-local.strategy';
import { PasswordSignInGuard, SIGN_IN_LIMITS } from '../passport/password-sign-in.guard';
import { sessionCookie, signedInUserId } from '../session/session-data';
import { endSession, startSession } from '../session/session-lifecycle';
import type { AuthenticatedRequest } from './guards';
import {
  AuthUserResponseDto,
  AutoLoginDto,
  CheckEmailDto,
  CheckEmailResponseDto,
  ForgotPasswordDto,
  LoginDto,
  MagicLinkRequestDto,
  MagicLinkResultDto,
  MessageResponseDto,
  ResendVerificationDto,
  ResetPasswordDto,
  VerifyEmailQueryDto,
  VerifyMagicLinkQueryDto,
} from './auth.dto';
import { CurrentUserDto } from './current-user.dto';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Answer time of the routes that must not tell a known email from an unknown one. */
const EQUAL_ANSWER_MS = 200;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly config: AppConfig,
    private readonly registration: AccountRegistration,
    private readonly verification: EmailVerification,
    private readonly magicLinks: MagicLinks,
    private readonly passwordReset: PasswordReset,
    private readonly currentUser: CurrentUser,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(PasswordSignInGuard(MEMBER_LOCAL_STRATEGY, LoginDto))
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: SIGN_IN_LIMITS })
  @ApiOperation({
    summary: 'Sign in',
    description:
      'Signs in with email and password. Starts a new session (new id) and sets the session cookie. The answer never says which of the two was wrong. Failed attempts are limited per account (with a growing wait) and per client; the owner is emailed after repeated failures. A magic link or a password reset still signs the owner in.',
  })
  @ApiOkResponse({ type: AuthUserResponseDto, description: 'Signed in: the user and the session cookie (Set-Cookie).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or malformed fields.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: "'Invalid email or password' (never says which)." })
  async login(@Body() _body: LoginDto, @Req() request: AuthenticatedRequest): Promise<AuthUserResponseDto> {
    return { user: CurrentUserDto.from(await this.currentUser.profileOf(request.user.id)), message: 'Login successful' };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Sign out', description: 'Deletes the session and clears its cookie. Succeeds when already signed out.' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Signed out.' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponseDto> {
    await endSession(request, response, sessionCookie(this.config.get('publicUrl')));
    return { message: 'You have been successfully logged out.' };
  }

  @Post('check-email')
  @HttpCode(200)
  @RateLimit(10, HOUR)
  @ApiOperation({
    summary: 'Is this email registered?',
    description: 'Whether an email is already registered (any letter case), for the sign-up wizard. The one route that tells, so it is rate-limited hard.',
  })
  @ApiOkResponse({ type: CheckEmailResponseDto, description: 'Whether the email is registered.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async checkEmail(@Body() body: CheckEmailDto): Promise<CheckEmailResponseDto> {
    return { exists: await this.registration.isRegistered(body.email) };
  }

  @Get('verify-email')
  @ApiOperation({ summary: 'Verify the email', description: 'Verifies the email behind a verification link (valid 24 hours, single-use).' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The email is verified.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown or already used token.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Expired (IDENTITY.EXPIRED_TOKEN) or replaced by a newer link (IDENTITY.SUPERSEDED_TOKEN).' })
  async verifyEmail(@Query() query: VerifyEmailQueryDto): Promise<MessageResponseDto> {
    await this.verification.verify(query.token);
    return { message: 'Your email has been verified.' };
  }

  @Post('auto-login')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Sign in after verifying the email',
    description:
      'Signs in with the email verification token, once, within 15 minutes of verifying (verifies the email too if not done yet). Starts a new session and sets the session cookie.',
  })
  @ApiOkResponse({ type: AuthUserResponseDto, description: 'Signed in: the user and the session cookie (Set-Cookie).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async autoLogin(@Body() body: AutoLoginDto, @Req() request: Request): Promise<AuthUserResponseDto> {
    const user = await this.verification.autoLogin(body.token);
    await startSession(request, { id: user.id });
    return { user: CurrentUserDto.from(await this.currentUser.profile(user)), message: 'Login successful' };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @MinimumDuration(EQUAL_ANSWER_MS)
  @RateLimit(5, FIFTEEN_MINUTES)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Resend the verification link',
    description:
      'Sends a new email verification link (valid 24 hours) to the given email, or without a body to the signed-in user, through the mail outbox. Any given email (unknown, unverified or verified) gets the same answer in the same time.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The same message for every email.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No email and no session ("Email Required"), or the signed-in user is verified already.' })
  async resendVerification(@Body() body: ResendVerificationDto, @Req() request: Request): Promise<MessageResponseDto> {
    const email = body?.email?.trim() || undefined;
    const signedIn = email ? null : await this.currentUser.find(signedInUserId(request));
    await this.verification.resend(email, signedIn);
    // A given address gets the same words whether or not it has an account waiting (DECISIONS item 17); the signed-in member's own mail did go out.
    if (email) return { message: 'If an account with this email is waiting for verification, a new verification link is on its way. It expires in 24 hours.' };
    return { message: 'Verification email sent. Please check your inbox.' };
  }

  @Post('magic-link')
  @HttpCode(200)
  @MinimumDuration(EQUAL_ANSWER_MS)
  @RateLimit(5, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Request a sign-in link',
    description:
      'Emails a single-use sign-in link (valid 15 minutes) to /verify-login, through the mail outbox. An unknown email, or an admin account (admins sign in with their password), gets the same answer in the same time and no mail.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The same message for every email.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async requestMagicLink(@Body() body: MagicLinkRequestDto): Promise<MessageResponseDto> {
    await this.magicLinks.request(body.email);
    return { message: 'If an account exists for this email, a sign-in link is on its way. It expires in 15 minutes.' };
  }

  @Get('verify-magic-link')
  @ApiOperation({
    summary: 'Sign in with a magic link',
    description:
      'Signs in with the token and email of a magic link (single-use, valid 15 minutes; never for an admin account, which signs in with its password). Starts a new session and sets the session cookie; `redirectTo` says where the client goes next.',
  })
  @ApiOkResponse({ type: MagicLinkResultDto, description: 'Signed in: the user, where to go next, and the session cookie (Set-Cookie).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing, unknown or already used token.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Expired (IDENTITY.EXPIRED_TOKEN) or replaced by a newer link (IDENTITY.SUPERSEDED_TOKEN).' })
  async verifyMagicLink(@Query() query: VerifyMagicLinkQueryDto, @Req() request: Request): Promise<MagicLinkResultDto> {
    const user = await this.magicLinks.signIn(query.token, query.email);
    await startSession(request, { id: user.id });
    return {
      // Admins never sign in by a link (MagicLinks): a member goes to the dashboard.
      redirectTo: '/dashboard',
      message: 'Login successful',
      user: CurrentUserDto.from(await this.currentUser.profile(user)),
    };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @MinimumDuration(EQUAL_ANSWER_MS)
  @RateLimit(5, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Request a password reset link',
    description:
      'Emails a single-use password reset link (valid 1 hour) to /reset-password, through the mail outbox. An unknown email gets the same answer in the same time, so the answer never tells whether an account exists; so does an admin without a second factor, who gets no link (a new password chosen from a mailed link would sign an admin in).',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The same message for every email.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.requestLink(body.email);
    return { message: 'If an account exists for this email, a password reset link is on its way. It expires in 1 hour.' };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Reset the password',
    description: 'Sets a new password with the emailed reset token (single-use) and signs the account out everywhere.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The password is reset.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Weak password, mismatch, unknown or used token.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Expired (IDENTITY.EXPIRED_TOKEN) or replaced by a newer link (IDENTITY.SUPERSEDED_TOKEN).' })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.reset(body.email, body.token, body.password, body.confirm_password);
    return { message: 'Your password has been reset. You can now log in with your new password.' };
  }
}
