import { Controller, Get, Req, UnauthorizedException } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../application/current-user';
import { signedInUserId } from '../session/session-data';
import { AdminStatusDto, CurrentUserDto } from './current-user.dto';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';

@ApiTags('auth')
@Controller()
export class SessionController {
  constructor(private readonly currentUser: CurrentUser) {}

  @Get('auth/me')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The signed-in user. Session cookie; 401 when signed out.' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  getMe(@Req() request: Request): Promise<CurrentUserDto> {
    return this.requireUser(request);
  }

  @Get('auth/user')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Alias of GET /api/auth/me.' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  getUser(@Req() request: Request): Promise<CurrentUserDto> {
    return this.requireUser(request);
  }

  @Get('admin/status')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Whether the session belongs to an admin. Never fails; signed out reads false.' })
  @ApiOkResponse({ type: AdminStatusDto })
  async getAdminStatus(@Req() request: Request): Promise<AdminStatusDto> {
    const user = await this.currentUser.find(signedInUserId(request));
    return { isAuthenticated: Boolean(user?.isAdmin), isAdmin: Boolean(user?.isAdmin) };
  }

  private async requireUser(request: Request): Promise<CurrentUserDto> {
    const user = await this.currentUser.find(signedInUserId(request));
    if (!user) throw new UnauthorizedException('Not authenticated. Please log in.');
    return CurrentUserDto.from(await this.currentUser.profile(user));
  }
}
