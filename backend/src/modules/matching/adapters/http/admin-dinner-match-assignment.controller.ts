import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { DinnerMatchResults } from '../../application/dinner-match-results';
import { GroupRestaurant } from '../../application/group-restaurant';
import { venueSetText } from '../../application/change-answers';
import { matchingMessages } from '../../application/matching-messages';
import { DinnerAssignmentsDto, DinnerMatchAssignmentDto, GroupChangeResultDto, RestaurantOptionsDto, RestaurantSuggestionDto } from './dinner-matches.dto';
import { toCoupleDto, toRestaurantDto } from './match-presenter';
import { readerLanguage } from '../../../../platform/http/reader-language';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';
import type { Language } from '../../../../kernel/languages';

/** A group's restaurant and table (admin-side spec: restaurant assignment panel, dinner assignment view). Admins only. */
@ApiTags('admin')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, dinner or restaurant.' })
@Controller('admin')
export class AdminDinnerMatchAssignmentController {
  constructor(
    private readonly restaurants: GroupRestaurant,
    private readonly results: DinnerMatchResults,
  ) {}

  @AdminPermission('matching:write', { param: 'matchId', of: 'group' })
  @Put('dinner-matches/:matchId')
  @ApiOperation({
    summary: "Set a group's restaurant and table",
    description:
      "Sets the group's restaurant and table. Omitting the restaurant clears both; omitting the table takes the restaurant's first table free that night. The restaurant must be able to serve the group (capacity, city, cuisine and dietary rules).",
  })
  @ApiOkResponse({ type: GroupChangeResultDto, description: 'The group with its restaurant and table.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A table without a restaurant, or malformed fields.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      "The restaurant cannot serve the group (MATCHING.RESTAURANT_CANNOT_SERVE: the message names the rule, in the language of the request's Accept-Language header, English when it names none of ours), the table is taken that night, or the dinner is revealed and the change needs `confirm_changes` (MATCHING.CONFIRM_CHANGE, saying who will be told, in the same language), or the group has no couples to seat (MATCHING.EMPTY_GROUP), or the restaurant of a revealed group would be cleared (MATCHING.REVEALED_GROUP_KEEPS_VENUE: its couples were told where they dine).",
  })
  async updateDinnerMatch(
    @Req() request: AuthenticatedRequest,
    @UuidParam('matchId') matchId: string,
    @Body() body: DinnerMatchAssignmentDto,
  ): Promise<GroupChangeResultDto> {
    const language = readerLanguage(request.headers['accept-language']);
    const saved = await this.restaurants.assign(
      matchId,
      { restaurantId: body.restaurant_id, tableNumber: body.table_number },
      request.user.id,
      body.confirm_changes === true,
      language,
    );
    return { success: true, message: venueSetText(matchingMessages.in(language), saved.restaurantId, saved.tableNumber) };
  }

  @AdminPermission('matching:write', { param: 'matchId', of: 'group' })
  @Post('dinner-matches/:matchId/suggest-restaurant')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suggest a restaurant for a group',
    description:
      "Suggests a restaurant and a free table for the group without saving it: Gemini when configured (its answer checked against the hard rules), otherwise the engine's fit score; `source` says which.",
  })
  @ApiOkResponse({ type: RestaurantSuggestionDto, description: 'The suggestion (not saved).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'No restaurant with a free table can serve the group (MATCHING.NO_SUGGESTION), or the group has no couples (MATCHING.EMPTY_GROUP).',
  })
  async suggestRestaurant(@UuidParam('matchId') matchId: string): Promise<RestaurantSuggestionDto> {
    const s = await this.restaurants.suggest(matchId);
    return {
      suggestedRestaurantId: s.restaurantId,
      restaurant_name: s.restaurantName,
      table_number: s.tableNumber,
      source: s.source,
      reasoning: s.reasoning,
      fallback_reason: s.fallbackReason,
    };
  }

  @AdminPermission('matching:write', { param: 'matchId', of: 'group' })
  @Get('dinner-matches/:matchId/restaurant-options')
  @ApiOperation({
    summary: 'Restaurant options of a group',
    description:
      "The city's restaurants for the group's restaurant select: those that cannot serve the group carry the reason (in the language of the request's Accept-Language header, English when it names none of ours), and each lists its tables free that night.",
  })
  @ApiOkResponse({ type: RestaurantOptionsDto, description: 'The restaurants, with the reason one cannot serve and the free tables.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The group has no couples (MATCHING.EMPTY_GROUP).' })
  async getRestaurantOptions(@UuidParam('matchId') matchId: string, @ReaderLanguage() language: Language): Promise<RestaurantOptionsDto> {
    return {
      options: (await this.restaurants.choices(matchId, language)).map((c) => ({
        restaurant_id: c.restaurantId,
        name: c.name,
        unavailable_reason: c.unavailableReason,
        free_tables: c.freeTables,
        fit: c.fit,
      })),
    };
  }

  @AdminPermission('dinners:read', { param: 'dinner_id', of: 'dinner' })
  @Get('dinner-assignments/:dinner_id')
  @ApiOperation({ summary: "A dinner's table assignments", description: "The dinner's groups with their restaurant and table." })
  @ApiOkResponse({ type: DinnerAssignmentsDto, description: 'The groups with their restaurant and table.' })
  async getDinnerAssignments(@UuidParam('dinner_id') dinnerId: string): Promise<DinnerAssignmentsDto> {
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
