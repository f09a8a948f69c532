import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { ADMIN_LOCAL_STRATEGY } from '../passport/admin-local.strategy';
import { PasswordSignInGuard, SIGN_IN_LIMITS } from '../passport/password-sign-in.guard';
import { AdminLoginDto, AdminLoginResponseDto } from './auth.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  @Post('login')
  @HttpCode(200)
  @UseGuards(PasswordSignInGuard(ADMIN_LOCAL_STRATEGY, AdminLoginDto))
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: SIGN_IN_LIMITS })
  @ApiOperation({
    summary: 'Admin sign-in',
    description:
      "The admin portal's sign-in with email and password. Starts a new session (new id) and sets the session cookie. Wrong credentials and non-admin accounts get the same 401. Failed attempts are limited per account and per client.",
  })
  @ApiOkResponse({ type: AdminLoginResponseDto, description: 'Signed in: the admin and the session cookie (Set-Cookie).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or malformed fields.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: "'Invalid admin credentials' for wrong credentials and for non-admins alike." })
  adminLogin(@Body() _body: AdminLoginDto): AdminLoginResponseDto {
    return { success: true, message: 'Admin login successful' };
  }
}
