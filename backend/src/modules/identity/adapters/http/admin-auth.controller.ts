import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Clock } from '../../../../platform/clock/clock';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminTwoFactor } from '../../application/admin-two-factor';
import { IdentityErrors } from '../../domain/identity-errors';
import { AdminPasswordSignInGuard, type AdminSignInRequest, SECOND_FACTOR_PENDING } from '../passport/admin-password-sign-in.guard';
import { SIGN_IN_LIMITS } from '../passport/password-sign-in.guard';
import { rememberClient } from '../session/session-data';
import { startSession } from '../session/session-lifecycle';
import { SECOND_FACTOR_ATTEMPTS } from '../platform/throttled-second-factor-attempts';
import { AdminSecondFactorDto } from './admin-accounts.dto';
import { AdminLoginDto, AdminLoginResponseDto } from './auth.dto';

const ADMIN_SIGNED_IN = 'Admin login successful';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly twoFactor: AdminTwoFactor,
    private readonly clock: Clock,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(AdminPasswordSignInGuard)
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: SIGN_IN_LIMITS })
  @ApiOperation({
    summary: 'Admin sign-in',
    description:
      "The admin portal's sign-in with email and password. Starts a new session (new id) and sets the session cookie. An admin with two-factor sign-in is not signed in yet: the answer says `two_factor_required` and POST /api/admin/login/two-factor takes the code within 5 minutes. Wrong credentials and non-admin accounts get the same 401. Failed attempts are limited per account and per client.",
  })
  @ApiOkResponse({ type: AdminLoginResponseDto, description: 'Signed in (the session cookie is set), or waiting for the second factor.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or malformed fields.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: "'Invalid admin credentials' for wrong credentials and for non-admins alike." })
  adminLogin(@Req() request: AdminSignInRequest, @Body() _body: AdminLoginDto): AdminLoginResponseDto {
    if (request[SECOND_FACTOR_PENDING]) return { success: true, message: 'Enter the code from your authenticator app', two_factor_required: true };
    return { success: true, message: ADMIN_SIGNED_IN, two_factor_required: false };
  }

  @Post('login/two-factor')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({
    summary: "Admin sign-in's second step",
    description: `After the password: the 6-digit code from the authenticator app, or one of the recovery codes (each works once). Signs in on a fresh session id. ${SECOND_FACTOR_ATTEMPTS.limit} attempts per admin in ${SECOND_FACTOR_ATTEMPTS.windowMs / 60_000} minutes (429 IDENTITY.TOO_MANY_TWO_FACTOR_ATTEMPTS).`,
  })
  @ApiOkResponse({ type: AdminLoginResponseDto, description: 'Signed in: the session cookie (Set-Cookie).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Neither a code nor a recovery code, or a malformed one.' })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: 'A wrong code (IDENTITY.INVALID_TWO_FACTOR_CODE), or no password step within 5 minutes (IDENTITY.NO_TWO_FACTOR_SIGN_IN).',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many codes tried (IDENTITY.TOO_MANY_TWO_FACTOR_ATTEMPTS).' })
  async adminLoginSecondFactor(@Req() request: AdminSignInRequest, @Body() body: AdminSecondFactorDto): Promise<AdminLoginResponseDto> {
    const code = body.code?.trim() || undefined;
    const recoveryCode = body.recovery_code?.trim() || undefined;
    if (!code && !recoveryCode) throw IdentityErrors.invalidFields({ code: ['Enter the 6-digit code from your authenticator app, or a recovery code.'] });
    const pending = request.session?.pendingAdminSignIn;
    if (!pending || pending.until < this.clock.now().getTime()) throw IdentityErrors.noSecondFactorPending();
    await this.twoFactor.verifySignIn(pending.userId, { code, recoveryCode });
    await startSession(request, { id: pending.userId });
    rememberClient(request);
    return { success: true, message: ADMIN_SIGNED_IN, two_factor_required: false };
  }
}
