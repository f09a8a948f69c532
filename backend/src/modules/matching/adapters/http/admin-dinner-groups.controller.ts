import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
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
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { DinnerMatchResults } from '../../application/dinner-match-results';
import { GroupChanges } from '../../application/group-changes';
import {
  CoupleAnalysisDto,
  CoupleInGroupDto,
  CreateGroupDto,
  DinnerMatchesDto,
  GroupChangeResultDto,
  MoveCoupleDto,
  UnassignedGroupsDto,
  UnmatchedCouplesDto,
} from './dinner-matches.dto';
import { toCoupleDto, toGroupDto } from './match-presenter';

const RULE_BROKEN = 'A hard rule would break (MATCHING.RULE_BROKEN: the message names it; send override: true to allow it), or the couple or group is not where the change expects.';

/** Match results of a dinner and the admin's group operations (admin-side spec, sections 2, 4 and 7). Admins only. */
@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session.' })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner or group.' })
@UseGuards(AdminGuard)
@Controller('admin/dinners/:dinnerId')
export class AdminDinnerGroupsController {
  constructor(
    private readonly results: DinnerMatchResults,
    private readonly changes: GroupChanges,
  ) {}

  @Get('matches')
  @ApiOperation({ summary: "The dinner's groups with their couples and restaurants, every paid couple, and the admin summary." })
  @ApiOkResponse({ type: DinnerMatchesDto })
  async getDinnerMatches(@Param('dinnerId', ParseUUIDPipe) dinnerId: string): Promise<DinnerMatchesDto> {
    const { context, groups, summary } = await this.results.forDinner(dinnerId);
    const onDate = context.dinner.eventDate;
    const { dinner } = context;
    return {
      dinner: {
        id: dinner.id,
        city: dinner.city,
        country: dinner.country,
        event_date: dinner.eventDate.toISOString(),
        booking_deadline: dinner.bookingDeadline.toISOString(),
        capacity: dinner.capacity,
        status: dinner.status,
        time_zone: dinner.timeZone,
      },
      matches: groups.map((view) => toGroupDto(view, onDate)),
      booked_couples: context.couples.map((couple) => toCoupleDto(couple, onDate)),
      summary: {
        total_bookings: summary.totalBookings,
        matched_couples: summary.matchedCouples,
        unmatched_couples: summary.unmatchedCouples,
        groups_with_restaurants: summary.groupsWithRestaurants,
        groups_without_restaurants: summary.groupsWithoutRestaurants,
      },
    };
  }

  @Get('unmatched-couples')
  @ApiOperation({ summary: 'Paid couples in no group, with the reason.' })
  @ApiOkResponse({ type: UnmatchedCouplesDto })
  async getUnmatchedCouples(@Param('dinnerId', ParseUUIDPipe) dinnerId: string): Promise<UnmatchedCouplesDto> {
    const { context, unmatched } = await this.results.forDinner(dinnerId);
    return { unmatched_couples: unmatched.map(({ couple, reason }) => ({ ...toCoupleDto(couple, context.dinner.eventDate, 'unmatched'), reason })) };
  }

  @Get('unassigned-groups')
  @ApiOperation({ summary: 'Groups without a restaurant, with the restaurant criteria they need.' })
  @ApiOkResponse({ type: UnassignedGroupsDto })
  async getUnassignedGroups(@Param('dinnerId', ParseUUIDPipe) dinnerId: string): Promise<UnassignedGroupsDto> {
    const dinner = await this.results.forDinner(dinnerId);
    const onDate = dinner.context.dinner.eventDate;
    return {
      unassigned_groups: (await this.results.unassignedGroups(dinnerId)).map((g) => ({
        group_id: g.group.id,
        group_size: g.groupSize,
        party_size: g.partySize,
        participants: g.couples.map((c) => toCoupleDto(c, onDate)),
        restaurant_criteria: {
          cuisine_types: g.criteria.cuisineTypes,
          price_range: g.criteria.priceRange,
          dietary_accommodations: g.criteria.dietaryAccommodations,
          atmosphere: g.criteria.atmosphere,
        },
        reason: g.reason,
      })),
    };
  }

  @Get('couples/:coupleId/compatibility')
  @ApiOperation({ summary: "The couple-detail dialog: the couple's compatibility analysis (score, breakdown by factor, reasons) with each tablemate." })
  @ApiOkResponse({ type: CoupleAnalysisDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The couple has no paid booking of the dinner.' })
  async getCoupleCompatibility(@Param('dinnerId', ParseUUIDPipe) dinnerId: string, @Param('coupleId', ParseUUIDPipe) coupleId: string): Promise<CoupleAnalysisDto> {
    const analysis = await this.results.coupleAnalysis(dinnerId, coupleId);
    const onDate = (await this.results.forDinner(dinnerId)).context.dinner.eventDate;
    return {
      couple: toCoupleDto(analysis.couple, onDate),
      group_id: analysis.groupId,
      pairs: analysis.pairs.map(({ other, analysis: a }) => ({
        other_couple: toCoupleDto(other, onDate),
        compatibility_score: a.score,
        compatibility_reasoning: a.reasoning,
        breakdown: a.breakdown.map((f) => ({ factor: f.factor, weight: f.weight, similarity: f.similarity, points: f.points })),
        reasons: a.reasons,
      })),
    };
  }

  @Post('groups/move-couple')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves a couple to another group of the dinner; both groups are re-checked, rescored and labelled manual_admin.' })
  @ApiOkResponse({ type: GroupChangeResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async moveCouple(@Param('dinnerId', ParseUUIDPipe) dinnerId: string, @Body() body: MoveCoupleDto, @Req() request: AuthenticatedRequest): Promise<GroupChangeResultDto> {
    await this.changes.moveCouple(dinnerId, body, { byUserId: request.user.id, override: body.override });
    return { success: true, message: 'Couple moved.' };
  }

  @Post('groups/remove-couple')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a couple out of its group; it becomes unmatched.' })
  @ApiOkResponse({ type: GroupChangeResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async removeCouple(@Param('dinnerId', ParseUUIDPipe) dinnerId: string, @Body() body: CoupleInGroupDto, @Req() request: AuthenticatedRequest): Promise<GroupChangeResultDto> {
    await this.changes.removeCouple(dinnerId, body, { byUserId: request.user.id, override: body.override });
    return { success: true, message: 'Couple removed from the group.' };
  }

  @Post('groups/add-couple')
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds an unmatched couple to a group.' })
  @ApiOkResponse({ type: GroupChangeResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async addCouple(@Param('dinnerId', ParseUUIDPipe) dinnerId: string, @Body() body: CoupleInGroupDto, @Req() request: AuthenticatedRequest): Promise<GroupChangeResultDto> {
    await this.changes.addCouple(dinnerId, body, { byUserId: request.user.id, override: body.override });
    return { success: true, message: 'Couple added to the group.' };
  }

  @Post('groups/create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates a group of unmatched couples.' })
  @ApiOkResponse({ type: GroupChangeResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async createGroup(@Param('dinnerId', ParseUUIDPipe) dinnerId: string, @Body() body: CreateGroupDto, @Req() request: AuthenticatedRequest): Promise<GroupChangeResultDto> {
    const groupId = await this.changes.createGroup(dinnerId, body.coupleIds, { byUserId: request.user.id, override: body.override });
    return { success: true, message: 'Group created.', group_id: groupId };
  }

  @Delete('groups/:groupId')
  @ApiOperation({ summary: 'Deletes a group; its couples become unmatched.' })
  @ApiOkResponse({ type: GroupChangeResultDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The dinner is revealed, completed or cancelled.' })
  async deleteGroup(@Param('dinnerId', ParseUUIDPipe) dinnerId: string, @Param('groupId', ParseUUIDPipe) groupId: string, @Req() request: AuthenticatedRequest): Promise<GroupChangeResultDto> {
    await this.changes.deleteGroup(dinnerId, groupId, { byUserId: request.user.id });
    return { success: true, message: 'Group deleted.' };
  }
}
