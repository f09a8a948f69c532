import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { DinnerMatchResults } from '../../application/dinner-match-results';
import { GroupRestaurant } from '../../application/group-restaurant';
import { DinnerAssignmentsDto, DinnerMatchAssignmentDto, GroupChangeResultDto, RestaurantOptionsDto, RestaurantSuggestionDto } from './dinner-matches.dto';
import { toCoupleDto, toRestaurantDto } from './match-presenter';

/** A group's restaurant and table (admin-side spec: restaurant assignment panel, dinner assignment view). Admins only. */
@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session.' })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, dinner or restaurant.' })
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminDinnerMatchAssignmentController {
  constructor(
    private readonly restaurants: GroupRestaurant,
    private readonly results: DinnerMatchResults,
  ) {}

  @Put('dinner-matches/:matchId')
  @ApiOperation({ summary: "Sets the group's restaurant and table; omitting the restaurant clears both, omitting the table takes the first free one." })
  @ApiOkResponse({ type: GroupChangeResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A table without a restaurant, or malformed fields.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The restaurant cannot serve the group (the message names the rule), or the table is taken that night.' })
  async updateDinnerMatch(@Param('matchId', ParseUUIDPipe) matchId: string, @Body() body: DinnerMatchAssignmentDto): Promise<GroupChangeResultDto> {
    const saved = await this.restaurants.assign(matchId, { restaurantId: body.restaurant_id, tableNumber: body.table_number });
    return { success: true, message: saved.restaurantId ? `Restaurant assigned, table ${saved.tableNumber}.` : 'Restaurant assignment cleared.' };
  }

  @Post('dinner-matches/:matchId/suggest-restaurant')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suggests a restaurant and free table for the group (not saved): Gemini when configured, checked against the hard rules, otherwise the engine fit score; `source` says which.',
  })
  @ApiOkResponse({ type: RestaurantSuggestionDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No restaurant with a free table can serve the group.' })
  async suggestRestaurant(@Param('matchId', ParseUUIDPipe) matchId: string): Promise<RestaurantSuggestionDto> {
    const s = await this.restaurants.suggest(matchId);
    return { suggestedRestaurantId: s.restaurantId, restaurant_name: s.restaurantName, table_number: s.tableNumber, source: s.source, reasoning: s.reasoning, fallback_reason: s.fallbackReason };
  }

  @Get('dinner-matches/:matchId/restaurant-options')
  @ApiOperation({ summary: "The city's restaurants for the group's restaurant select: those that cannot serve it carry the reason; free tables per restaurant." })
  @ApiOkResponse({ type: RestaurantOptionsDto })
  async getRestaurantOptions(@Param('matchId', ParseUUIDPipe) matchId: string): Promise<RestaurantOptionsDto> {
    return {
      options: (await this.restaurants.choices(matchId)).map((c) => ({ restaurant_id: c.restaurantId, name: c.name, unavailable_reason: c.unavailableReason, free_tables: c.freeTables, fit: c.fit })),
    };
  }

  @Get('dinner-assignments/:dinner_id')
  @ApiOperation({ summary: "The dinner's groups with their restaurant and table." })
  @ApiOkResponse({ type: DinnerAssignmentsDto })
  async getDinnerAssignments(@Param('dinner_id', ParseUUIDPipe) dinnerId: string): Promise<DinnerAssignmentsDto> {
    const { context, groups } = await this.results.forDinner(dinnerId);
    return {
      dinner_id: dinnerId,
      assignments: groups.map((view) => ({
        match_id: view.group.id,
        participants: view.couples.map((c) => toCoupleDto(c, context.dinner.eventDate)),
        restaurant: view.restaurant ? toRestaurantDto(view.restaurant) : null,
        table_number: view.group.tableNumber,
      })),
    };
  }
}
