import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { Authentication } from '../../application/authentication';
import { startSession } from '../session/session-lifecycle';
import { AdminLoginDto, AdminLoginResponseDto } from './auth.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly authentication: Authentication) {}

  @Post('login')
  @HttpCode(200)
  @RateLimit(10, 15 * 60_000)
  @ApiOperation({ summary: "The admin portal's sign-in. Public; admins only; starts the admin's session (new id)." })
  @ApiOkResponse({ type: AdminLoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or malformed fields.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: "'Invalid admin credentials' for wrong credentials and for non-admins alike." })
  async adminLogin(@Body() body: AdminLoginDto, @Req() request: Request): Promise<AdminLoginResponseDto> {
    const admin = await this.authentication.adminLogin(body.email, body.password);
    await startSession(request, admin.id);
    return { success: true, message: 'Admin login successful' };
  }
}
