import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { toDataURL } from 'qrcode';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminTwoFactor } from '../../application/admin-two-factor';
import { permissionsOf } from '../../domain/admin-access';
import { AdminAccessDto, RecoveryCodesDto, TwoFactorCodeDto, TwoFactorEnrolmentDto } from './admin-accounts.dto';
import { AdminPermission } from './admin-permission.decorator';
import type { AuthenticatedRequest } from './guards';

/** The signed-in admin's own access and second factor: open to every admin, enrolled or not. */
@ApiTags('admin')
@AdminPermission('account:two-factor')
@Controller('admin')
export class AdminTwoFactorController {
  constructor(private readonly twoFactor: AdminTwoFactor) {}

  @Get('me/access')
  @ApiOperation({
    summary: "The admin's role and second factor",
    description:
      "What the console shows: the role, a city manager's cities, the permissions the role holds, and whether two-factor sign-in is set up and required.",
  })
  @ApiOkResponse({ type: AdminAccessDto, description: "The admin's role, cities, permissions and second-factor state." })
  async adminAccess(@Req() request: AuthenticatedRequest): Promise<AdminAccessDto> {
    const access = request.user.admin!;
    const status = await this.twoFactor.status(request.user.id);
    return {
      role: access.role,
      cities: [...access.cities],
      permissions: permissionsOf(access.role),
      two_factor_enrolled: status.enrolled,
      two_factor_required: status.required,
      recovery_codes_left: status.recoveryCodesLeft,
    };
  }

  @Post('two-factor/enrolment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start two-factor enrolment',
    description:
      'A new secret for an authenticator app, as a QR code and as text. Starting again replaces a secret not yet confirmed. 409 once enrolled (an owner can reset it).',
  })
  @ApiOkResponse({ type: TwoFactorEnrolmentDto, description: 'A new secret with its QR code, to confirm with a first code.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already enrolled (IDENTITY.TWO_FACTOR_ALREADY_ENROLLED).' })
  async startTwoFactorEnrolment(@Req() request: AuthenticatedRequest): Promise<TwoFactorEnrolmentDto> {
    const { secret, address } = await this.twoFactor.startEnrolment(request.user.id);
    return { secret, otpauth_url: address, qr_code: await toDataURL(address, { margin: 1, width: 220 }) };
  }

  @Post('two-factor/enrolment/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm two-factor enrolment',
    description: 'The first code from the app proves it holds the secret. Answers the ten recovery codes, shown this once and stored hashed.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto, description: 'Two-factor sign-in is on: the ten recovery codes, shown this once.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A malformed code.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'A wrong code (IDENTITY.INVALID_TWO_FACTOR_CODE).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already enrolled, or enrolment not started.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many codes tried (IDENTITY.TOO_MANY_TWO_FACTOR_ATTEMPTS).' })
  async confirmTwoFactorEnrolment(@Req() request: AuthenticatedRequest, @Body() body: TwoFactorCodeDto): Promise<RecoveryCodesDto> {
    return { recovery_codes: await this.twoFactor.confirmEnrolment(request.user.id, body.code) };
  }
}
