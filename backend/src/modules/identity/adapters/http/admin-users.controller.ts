import { Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminUsers } from '../../application/admin-users';
import { DeleteUser } from '../../application/delete-user';
import { PurgeData } from '../../application/purge-data';
import { AdminUsersPageDto, AdminUsersQueryDto, DeleteUserResultDto, PurgeBookingsResultDto, PurgeUsersResultDto } from './admin-users.dto';

import type { AuthenticatedRequest } from './guards';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { AdminPermission } from './admin-permission.decorator';

@ApiTags('admin')
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly adminUsers: AdminUsers,
    private readonly deleteUser: DeleteUser,
    private readonly purgeData: PurgeData,
  ) {}

  @AdminPermission('people:read')
  @Get('users/joined')
  @ApiOperation({
    summary: 'List users',
    description:
      'Users with their partner, one page at a time: searched, filtered (admins or members, verified email or not) and sorted on the server, newest first by default. 400 on an unknown sort, order or filter value.',
  })
  @ApiOkResponse({ type: AdminUsersPageDto, description: 'One page of users.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async listUsersJoined(@Query() query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 25;
    const { users, total } = await this.adminUsers.page({
      search: query.search?.trim() ?? '',
      sort: query.sort ?? 'created_at',
      order: query.order ?? 'desc',
      kind: query.kind,
      emailVerified: query.email_verified === undefined ? undefined : query.email_verified === 'true',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { users, total, page, page_size: pageSize };
  }

  @AdminPermission('admins:manage')
  @Delete('users/:id')
  @ApiOperation({
    summary: 'Delete a user',
    description:
      'Erases the person across every module in one transaction (payments are kept for accounting, detached from the person). Not oneself, not the last admin. Written to the audit log.',
  })
  @ApiOkResponse({ type: DeleteUserResultDto, description: 'The user is erased.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such user.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Oneself, or the last admin.' })
  async deleteUserById(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string): Promise<DeleteUserResultDto> {
    await this.deleteUser.execute(request.user.id, id);
    return { success: true, message: 'User deleted' };
  }

  @AdminPermission('purge')
  @Post('purge/users')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Purge all members',
    description:
      'Deletes every non-admin user and all couple, booking and review data. Refused in production unless ALLOW_PURGE=true (403 `IDENTITY.PURGE_NOT_ALLOWED`). Written to the audit log.',
  })
  @ApiOkResponse({ type: PurgeUsersResultDto, description: 'What was deleted, by kind.' })
  async purgeUsers(@Req() request: AuthenticatedRequest): Promise<PurgeUsersResultDto> {
    const details = await this.purgeData.users(request.user.id);
    return { success: true, message: 'All user data purged', details };
  }

  @AdminPermission('purge')
  @Post('purge/bookings')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Purge all bookings',
    description:
      "Deletes every booking and review and resets users' cancellation counters. Refused in production unless ALLOW_PURGE=true (403 `IDENTITY.PURGE_NOT_ALLOWED`). Written to the audit log.",
  })
  @ApiOkResponse({ type: PurgeBookingsResultDto, description: 'What was deleted, by kind.' })
  async purgeBookings(@Req() request: AuthenticatedRequest): Promise<PurgeBookingsResultDto> {
    const details = await this.purgeData.bookings(request.user.id);
    return { success: true, message: 'Booking and review data purged', details };
  }
}
