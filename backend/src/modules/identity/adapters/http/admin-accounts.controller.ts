import { Body, Controller, Delete, Get, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { AdminAccount } from '../../application/admin-accounts';
import { AdminRoles } from '../../application/admin-roles';
import { AdminSessions } from '../../application/admin-sessions';
import { AdminTwoFactor } from '../../application/admin-two-factor';
import { hashSessionId } from '../session/postgres-session-store';
import { AdminAccountDto, AdminAccountsDto, AdminSessionsDto, ChangeAdminRoleDto, SuccessMessageDto } from './admin-accounts.dto';
import { toSessionDtos } from './admin-sessions.controller';
import { AdminPermission } from './admin-permission.decorator';
import type { AuthenticatedRequest } from './guards';

const toDto = (admin: AdminAccount): AdminAccountDto => ({
  id: admin.id,
  email: admin.email,
  first_name: admin.firstName,
  role: admin.role,
  cities: admin.cities,
  two_factor_enrolled: admin.secondFactor,
});

/** Owners manage the admins: roles and cities, second-factor resets, sessions. */
@ApiTags('admin')
@AdminPermission('admins:manage')
@Controller('admin/admins')
export class AdminAccountsController {
  constructor(
    private readonly roles: AdminRoles,
    private readonly twoFactor: AdminTwoFactor,
    private readonly sessions: AdminSessions,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List admins', description: 'Every admin with their role, cities and whether two-factor sign-in is set up.' })
  @ApiOkResponse({ type: AdminAccountsDto, description: 'Every admin with their role, cities and second-factor state.' })
  async listAdmins(): Promise<AdminAccountsDto> {
    return { admins: (await this.roles.list()).map(toDto) };
  }

  @Put(':id/role')
  @ApiOperation({
    summary: "Change an admin's role",
    description:
      "owner, city_manager (with at least one city: the dinner events' city names), support_agent or analyst. The last owner keeps the role. Audited.",
  })
  @ApiOkResponse({ type: AdminAccountDto, description: 'The admin with the new role and cities.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown role, or a city manager without cities.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such admin.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The last owner (IDENTITY.LAST_OWNER).' })
  async changeAdminRole(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: ChangeAdminRoleDto): Promise<AdminAccountDto> {
    return toDto(await this.roles.change(request.user.id, id, body.role, body.cities ?? []));
  }

  @Delete(':id/two-factor')
  @ApiOperation({
    summary: "Reset an admin's second factor",
    description: 'For a lost phone: removes the secret and the recovery codes and ends their sessions; they enrol again at their next sign-in. Audited.',
  })
  @ApiOkResponse({ type: SuccessMessageDto, description: 'The second factor is removed; the admin sets it up again at the next sign-in.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such admin.' })
  async resetAdminTwoFactor(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string): Promise<SuccessMessageDto> {
    await this.twoFactor.reset(request.user.id, id);
    return { success: true, message: 'Two-factor sign-in reset' };
  }

  @Get(':id/sessions')
  @ApiOperation({ summary: "An admin's sessions", description: 'Where that admin is signed in; DELETE /api/admin/sessions/{sessionId} ends one.' })
  @ApiOkResponse({ type: AdminSessionsDto, description: "The admin's sessions." })
  async listAdminSessions(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string): Promise<AdminSessionsDto> {
    return { sessions: toSessionDtos(await this.sessions.listOf(id), hashSessionId(request.sessionID)) };
  }
}
