import { Controller, Get, Req, UnauthorizedException } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../application/current-user';
import { callerReadWithSession } from '../session/session-caller';
import { signedInUserId } from '../session/session-data';
import { AdminStatusDto, CurrentUserDto } from './current-user.dto';
import { ApiAccess } from '../../../../platform/openapi/api-access';

@ApiTags('auth')
@Controller()
export class SessionController {
  constructor(private readonly currentUser: CurrentUser) {}

  @Get('auth/me')
  @ApiAccess('signed-in')
  @ApiOperation({ summary: 'The signed-in user', description: 'The signed-in user, as the client needs it (name, email, roles, couple, verification).' })
  @ApiOkResponse({ type: CurrentUserDto, description: 'The signed-in user.' })
  getMe(@Req() request: Request): Promise<CurrentUserDto> {
    return this.requireUser(request);
  }

  @Get('auth/user')
  @ApiAccess('signed-in')
  @ApiOperation({ summary: 'The signed-in user (alias)', description: 'Alias of GET /api/auth/me.' })
  @ApiOkResponse({ type: CurrentUserDto, description: 'The signed-in user.' })
  getUser(@Req() request: Request): Promise<CurrentUserDto> {
    return this.requireUser(request);
  }

  @Get('admin/status')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Admin status of the session', description: 'Whether the session belongs to an admin. Never fails: signed out reads false.' })
  @ApiOkResponse({ type: AdminStatusDto, description: 'Whether the caller is a signed-in admin.' })
  async getAdminStatus(@Req() request: Request): Promise<AdminStatusDto> {
    const userId = signedInUserId(request);
    const user = callerReadWithSession(request, userId) ?? (await this.currentUser.find(userId));
    return { isAuthenticated: Boolean(user?.isAdmin), isAdmin: Boolean(user?.isAdmin) };
  }

  private async requireUser(request: Request): Promise<CurrentUserDto> {
    const user = await this.currentUser.find(signedInUserId(request));
    if (!user) throw new UnauthorizedException('Not authenticated. Please log in.');
    return CurrentUserDto.from(await this.currentUser.profile(user));
  }
}
