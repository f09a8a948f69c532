import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { ChangePassword } from '../../application/change-password';
import { startSession } from '../session/session-lifecycle';
import { ChangePasswordDto } from './account-settings.dto';
import { MessageResponseDto } from './auth.dto';

import type { AuthenticatedRequest } from './guards';
import { SignedIn } from './access.decorators';

const FIFTEEN_MINUTES = 15 * 60_000;

/** The signed-in member's own account settings (/couplesprofile/settings). */
@ApiTags('account')
@SignedIn()
@Controller('user/account')
export class AccountSettingsController {
  constructor(private readonly changePassword: ChangePassword) {}

  @Post('password')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({ summary: 'Change the password', description: 'Changes the password after checking the current one; every other session of the account is signed out.' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'The password is changed.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Wrong current password (current_password), weak or unchanged new password, mismatch.' })
  async changeOwnPassword(@Req() request: AuthenticatedRequest, @Body() body: ChangePasswordDto): Promise<MessageResponseDto> {
    await this.changePassword.execute(request.user.id, { currentPassword: body.current_password, newPassword: body.new_password, confirmPassword: body.confirm_password });
    // Every session ended with the change: this device continues on a fresh one.
    await startSession(request, { id: request.user.id });
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  }
}
