import { Controller, Get, Query } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';

import { AdminDinnerQueries } from '../../application/dinner-events/admin-dinner-queries';
import { DinnerNeedsReader } from '../../application/dinner-events/dinner-needs';
import { describeNeeds } from '../../domain/admin-alerts';
import { timeZoneOf } from '../../domain/dinner-cities';
import { AdminDinnerCityQueryDto, DinnersForManagementDto, DinnersNeedingAdminsDto, DinnersWithMatchesDto, UpcomingDinnersDto } from './admin-dinner.dto';
import { toForManagementDto, toUpcomingDto, toWithMatchesDto } from './admin-dinner-presenter';

/** Keeps one city's dinners when `?city=` names one (issue 49); these lists are short, so they are filtered here. */
const inCity =
  ({ city }: AdminDinnerCityQueryDto) =>
  (dinner: { city: string }) =>
    !city?.trim() || dinner.city === city.trim();

/** The admin's dinner lists (admin-side spec, section 7), each with `?city=`. Admins only. */
@ApiTags('admin')
@AdminPermission('dinners:read', { list: 'dinners', field: 'city' })
@Controller('admin/dinners')
export class AdminDinnersController {
  constructor(
    private readonly queries: AdminDinnerQueries,
    private readonly needs: DinnerNeedsReader,
    private readonly clock: Clock,
  ) {}

  @Get('needing-admins')
  @ApiOperation({
    summary: 'Dinners that need an admin',
    description:
      'Dinners past their booking deadline and still ahead that lack something for every paid couple to dine: couples without a group, groups without a restaurant, tables declined or unanswered. Soonest first; the admins are also mailed 24, 6 and 1 hours before each start.',
  })
  @ApiOkResponse({ type: DinnersNeedingAdminsDto, description: 'The dinners needing an admin, soonest first.' })
  async getDinnersNeedingAdmins(@Query() query: AdminDinnerCityQueryDto): Promise<DinnersNeedingAdminsDto> {
    const now = this.clock.now().getTime();
    return {
      dinners: (await this.needs.needingAdmins()).filter(inCity(query)).map(({ dinnerId, city, country, eventDate, needs }) => ({
        dinner_id: dinnerId,
        city,
        country,
        time_zone: timeZoneOf(city, country),
        event_date: eventDate.toISOString(),
        minutes_left: Math.floor((eventDate.getTime() - now) / 60_000),
        unseated_couples: needs.unseatedCouples,
        groups_without_restaurant: needs.groupsWithoutRestaurant,
        tables_declined: needs.tablesDeclined,
        tables_unanswered: needs.tablesUnanswered,
        tables_at_deactivated_restaurants: needs.tablesAtDeactivatedRestaurants,
        missing: describeNeeds(needs),
      })),
    };
  }

  @Get('upcoming')
  @ApiOperation({ summary: 'Upcoming dinners', description: 'Dinners still to come, soonest first.' })
  @ApiOkResponse({ type: UpcomingDinnersDto, description: 'The upcoming dinners, soonest first.' })
  async getUpcomingDinners(@Query() query: AdminDinnerCityQueryDto): Promise<UpcomingDinnersDto> {
    return { dinners: (await this.queries.upcoming()).filter(inCity(query)).map(toUpcomingDto) };
  }

  @Get('history-with-matches')
  @ApiOperation({
    summary: 'Dinners with their matching outcome',
    description: 'Dinners past their booking deadline, latest first, with the couples processed, the groups matched and the couples left unmatched.',
  })
  @ApiOkResponse({ type: DinnersWithMatchesDto, description: 'The dinners with their matching figures.' })
  async getDinnersHistoryWithMatches(@Query() query: AdminDinnerCityQueryDto): Promise<DinnersWithMatchesDto> {
    return { dinners: (await this.queries.history()).filter(inCity(query)).map(toWithMatchesDto) };
  }

  @Get('for-management')
  @ApiOperation({ summary: 'Dinners to manage', description: 'Dinners for group and restaurant management: those past their booking deadline, latest first.' })
  @ApiOkResponse({ type: DinnersForManagementDto, description: 'The dinners past their booking deadline, latest first.' })
  async getDinnersForManagement(@Query() query: AdminDinnerCityQueryDto): Promise<DinnersForManagementDto> {
    return { dinners: (await this.queries.forManagement()).filter(inCity(query)).map(toForManagementDto) };
  }
}
