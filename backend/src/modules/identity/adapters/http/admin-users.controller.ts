import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminUsers } from '../../application/admin-users';
import { DeleteUser } from '../../application/delete-user';
import { PurgeData } from '../../application/purge-data';
import { AdminUsersPageDto, AdminUsersQueryDto, DeleteUserResultDto, PurgeBookingsResultDto, PurgeUsersResultDto } from './admin-users.dto';
import { AdminGuard } from './guards';
import type { AuthenticatedRequest } from './guards';

@ApiTags('admin')
@ApiCookieAuth()
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in.' })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly adminUsers: AdminUsers,
    private readonly deleteUser: DeleteUser,
    private readonly purgeData: PurgeData,
  ) {}

  @Get('users/joined')
  @ApiOperation({ summary: 'Users with their partner, newest first, one page at a time. Admins only.' })
  @ApiOkResponse({ type: AdminUsersPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async listUsersJoined(@Query() query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 25;
    const { users, total } = await this.adminUsers.page(query.search?.trim() ?? '', (page - 1) * pageSize, pageSize);
    return { users, total, page, page_size: pageSize };
  }

  @Delete('users/:id')
  @ApiOperation({
    summary:
      "Erases the person across every module in one transaction (payments are kept for accounting, detached from them). Not oneself, not the last admin. Audit-logged. Admins only.",
  })
  @ApiOkResponse({ type: DeleteUserResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Oneself, or the last admin.' })
  async deleteUserById(@Req() request: AuthenticatedRequest, @Param('id', new ParseUUIDPipe()) id: string): Promise<DeleteUserResultDto> {
    await this.deleteUser.execute(request.user.id, id);
    return { success: true, message: 'User deleted' };
  }

  @Post('purge/users')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes every non-admin user and all couple, booking and review data. Refused in production unless ALLOW_PURGE=true. Audit-logged. Admins only.' })
  @ApiOkResponse({ type: PurgeUsersResultDto })
  async purgeUsers(@Req() request: AuthenticatedRequest): Promise<PurgeUsersResultDto> {
    const details = await this.purgeData.users(request.user.id);
    return { success: true, message: 'All user data purged', details };
  }

  @Post('purge/bookings')
  @HttpCode(200)
  @ApiOperation({ summary: "Deletes every booking and review and resets users' cancellation counters. Refused in production unless ALLOW_PURGE=true. Audit-logged. Admins only." })
  @ApiOkResponse({ type: PurgeBookingsResultDto })
  async purgeBookings(@Req() request: AuthenticatedRequest): Promise<PurgeBookingsResultDto> {
    const details = await this.purgeData.bookings(request.user.id);
    return { success: true, message: 'Booking and review data purged', details };
  }
}
