import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminDinnerQueries } from '../../application/admin-dinner-queries';
import { DinnersForManagementDto, DinnersWithMatchesDto, UpcomingDinnersDto } from './admin-dinner.dto';
import { toForManagementDto, toUpcomingDto, toWithMatchesDto } from './admin-dinner-presenter';

/** The admin's dinner lists (admin-side spec, section 7). Admins only. */
@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session.' })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
@UseGuards(AdminGuard)
@Controller('admin/dinners')
export class AdminDinnersController {
  constructor(private readonly queries: AdminDinnerQueries) {}

  @Get('upcoming')
  @ApiOperation({ summary: 'Dinners still to come, soonest first.' })
  @ApiOkResponse({ type: UpcomingDinnersDto })
  async getUpcomingDinners(): Promise<UpcomingDinnersDto> {
    return { dinners: (await this.queries.upcoming()).map(toUpcomingDto) };
  }

  @Get('history-with-matches')
  @ApiOperation({ summary: 'Dinners past their booking deadline, latest first, with the couples processed, groups matched and couples left unmatched.' })
  @ApiOkResponse({ type: DinnersWithMatchesDto })
  async getDinnersHistoryWithMatches(): Promise<DinnersWithMatchesDto> {
    return { dinners: (await this.queries.history()).map(toWithMatchesDto) };
  }

  @Get('for-management')
  @ApiOperation({ summary: 'Dinners for group and restaurant management: those past their booking deadline, latest first.' })
  @ApiOkResponse({ type: DinnersForManagementDto })
  async getDinnersForManagement(): Promise<DinnersForManagementDto> {
    return { dinners: (await this.queries.forManagement()).map(toForManagementDto) };
  }
}
