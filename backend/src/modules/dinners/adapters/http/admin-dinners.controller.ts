import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../identity';

import { AdminDinnerQueries } from '../../application/admin-dinner-queries';
import { DinnersForManagementDto, DinnersWithMatchesDto, UpcomingDinnersDto } from './admin-dinner.dto';
import { toForManagementDto, toUpcomingDto, toWithMatchesDto } from './admin-dinner-presenter';

/** The admin's dinner lists (admin-side spec, section 7). Admins only. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/dinners')
export class AdminDinnersController {
  constructor(private readonly queries: AdminDinnerQueries) {}

  @Get('upcoming')
  @ApiOperation({ summary: 'Upcoming dinners', description: 'Dinners still to come, soonest first.' })
  @ApiOkResponse({ type: UpcomingDinnersDto, description: 'The upcoming dinners, soonest first.' })
  async getUpcomingDinners(): Promise<UpcomingDinnersDto> {
    return { dinners: (await this.queries.upcoming()).map(toUpcomingDto) };
  }

  @Get('history-with-matches')
  @ApiOperation({
    summary: 'Dinners with their matching outcome',
    description: 'Dinners past their booking deadline, latest first, with the couples processed, the groups matched and the couples left unmatched.',
  })
  @ApiOkResponse({ type: DinnersWithMatchesDto, description: 'The dinners with their matching figures.' })
  async getDinnersHistoryWithMatches(): Promise<DinnersWithMatchesDto> {
    return { dinners: (await this.queries.history()).map(toWithMatchesDto) };
  }

  @Get('for-management')
  @ApiOperation({ summary: 'Dinners to manage', description: 'Dinners for group and restaurant management: those past their booking deadline, latest first.' })
  @ApiOkResponse({ type: DinnersForManagementDto, description: 'The dinners past their booking deadline, latest first.' })
  async getDinnersForManagement(): Promise<DinnersForManagementDto> {
    return { dinners: (await this.queries.forManagement()).map(toForManagementDto) };
  }
}
