import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { DinnerMatchResults } from '../../application/dinner-match-results';
import { GroupChangeOptions, GroupChanges } from '../../application/group-changes';
import { changeDoneText } from '../../application/change-answers';
import { matchingMessages } from '../../application/matching-messages';
import {
  CoupleAnalysisDto,
  CoupleInGroupDto,
  CreateGroupDto,
  DinnerMatchesDto,
  GroupChangePreviewDto,
  GroupChangeResultDto,
  MoveCoupleDto,
  OverrideField,
  PreviewCoupleInGroupDto,
  PreviewMoveCoupleDto,
  UnassignedGroupsDto,
  UnmatchedCouplesDto,
} from './dinner-matches.dto';
import { toCoupleDto, toGroupDto, toPreviewDto } from './match-presenter';
import { readerLanguage } from '../../../../platform/http/reader-language';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';
import type { Language } from '../../../../kernel/languages';

const RULE_BROKEN =
  "Hard rules would break (MATCHING.RULE_BROKEN: the message names every one; `breaks` and `consequences` list them by group, as the preview does; send override: true to allow them; every message in the language of the request's Accept-Language header, English when it names none of ours), the couple or group is not where the change expects, or the dinner is revealed and the change needs `confirm_changes` (MATCHING.CONFIRM_CHANGE, saying who will be told, in the same language).";
const PREVIEW =
  "Nothing is saved. Answers every hard rule the change would break, in every group it changes, and what it would do to tables, restaurants and couples; each message in the language of the request's Accept-Language header (English when it names none of ours).";
const NOT_WHERE_EXPECTED = 'The couple or group is not where the change expects, or the dinner is completed or cancelled.';

/** Match results of a dinner and the admin's group operations (admin-side spec, sections 2, 4 and 7). Admins only. */
@ApiTags('admin')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner or group.' })
@Controller('admin/dinners/:dinnerId')
export class AdminDinnerGroupsController {
  constructor(
    private readonly results: DinnerMatchResults,
    private readonly changes: GroupChanges,
  ) {}

  @AdminPermission('dinners:read', { param: 'dinnerId', of: 'dinner' })
  @Get('matches')
  @ApiOperation({
    summary: "A dinner's groups",
    description: "The dinner's groups with their couples and restaurants, every paid couple, and the admin summary.",
  })
  @ApiOkResponse({ type: DinnerMatchesDto, description: 'The groups, the paid couples and the summary.' })
  async getDinnerMatches(@UuidParam('dinnerId') dinnerId: string): Promise<DinnerMatchesDto> {
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

  @AdminPermission('dinners:read', { param: 'dinnerId', of: 'dinner' })
  @Get('unmatched-couples')
  @ApiOperation({
    summary: 'Unmatched couples',
    description:
      "Paid couples of the dinner in no group, with the reason, in the language of the request's Accept-Language header (English when it names none of ours).",
  })
  @ApiOkResponse({ type: UnmatchedCouplesDto, description: 'The unmatched couples with the reason.' })
  async getUnmatchedCouples(@UuidParam('dinnerId') dinnerId: string, @ReaderLanguage() language: Language): Promise<UnmatchedCouplesDto> {
    const { context, unmatched } = await this.results.forDinner(dinnerId, language);
    return { unmatched_couples: unmatched.map(({ couple, reason }) => ({ ...toCoupleDto(couple, context.dinner.eventDate, 'unmatched'), reason })) };
  }

  @AdminPermission('dinners:read', { param: 'dinnerId', of: 'dinner' })
  @Get('unassigned-groups')
  @ApiOperation({
    summary: 'Groups without a restaurant',
    description:
      "The groups of the dinner without a restaurant, with the restaurant criteria each needs and why it has none, in the language of the request's Accept-Language header (English when it names none of ours).",
  })
  @ApiOkResponse({ type: UnassignedGroupsDto, description: 'The groups without a restaurant and their criteria.' })
  async getUnassignedGroups(@UuidParam('dinnerId') dinnerId: string, @ReaderLanguage() language: Language): Promise<UnassignedGroupsDto> {
    const dinner = await this.results.forDinner(dinnerId);
    const onDate = dinner.context.dinner.eventDate;
    return {
      unassigned_groups: (await this.results.unassignedGroups(dinnerId, language)).map((g) => ({
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

  @AdminPermission('dinners:read', { param: 'dinnerId', of: 'dinner' })
  @Get('couples/:coupleId/compatibility')
  @ApiOperation({
    summary: "A couple's compatibility at a dinner",
    description:
      "The couple-detail dialog: the couple's compatibility analysis with each tablemate (score, breakdown by factor, reasons). The couple must have a paid booking of the dinner.",
  })
  @ApiOkResponse({ type: CoupleAnalysisDto, description: "The couple's analysis with each tablemate." })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The couple has no paid booking of the dinner.' })
  async getCoupleCompatibility(@UuidParam('dinnerId') dinnerId: string, @UuidParam('coupleId') coupleId: string): Promise<CoupleAnalysisDto> {
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

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/move-couple/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Preview moving a couple', description: PREVIEW })
  @ApiOkResponse({ type: GroupChangePreviewDto, description: 'The broken rules and consequences; `needs_override` when any rule breaks.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NOT_WHERE_EXPECTED })
  async previewMoveCouple(
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: PreviewMoveCoupleDto,
    @ReaderLanguage() language: Language,
  ): Promise<GroupChangePreviewDto> {
    return toPreviewDto(await this.changes.previewMove(dinnerId, body, language));
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/remove-couple/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Preview removing a couple from its group', description: PREVIEW })
  @ApiOkResponse({ type: GroupChangePreviewDto, description: 'The broken rules and consequences; `needs_override` when any rule breaks.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NOT_WHERE_EXPECTED })
  async previewRemoveCouple(
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: PreviewCoupleInGroupDto,
    @ReaderLanguage() language: Language,
  ): Promise<GroupChangePreviewDto> {
    return toPreviewDto(await this.changes.previewRemove(dinnerId, body, language));
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/add-couple/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Preview adding a couple to a group', description: PREVIEW })
  @ApiOkResponse({ type: GroupChangePreviewDto, description: 'The broken rules and consequences; `needs_override` when any rule breaks.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NOT_WHERE_EXPECTED })
  async previewAddCouple(
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: PreviewCoupleInGroupDto,
    @ReaderLanguage() language: Language,
  ): Promise<GroupChangePreviewDto> {
    return toPreviewDto(await this.changes.previewAdd(dinnerId, body, language));
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/move-couple')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move a couple to another group',
    description:
      'Moves a couple to another group of the same dinner; both groups are re-checked against the hard rules (409 unless `override`), rescored and labelled `manual_admin`.',
  })
  @ApiOkResponse({ type: GroupChangeResultDto, description: 'The changed groups and the couples left unmatched.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async moveCouple(@UuidParam('dinnerId') dinnerId: string, @Body() body: MoveCoupleDto, @Req() request: AuthenticatedRequest): Promise<GroupChangeResultDto> {
    await this.changes.moveCouple(dinnerId, body, changeOptions(request, body));
    return { success: true, message: changeDoneText(wordsOf(request), 'moved') };
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/remove-couple')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a couple from its group',
    description: 'Takes a couple out of its group; it becomes unmatched. The group left behind is re-checked against the hard rules (409 unless `override`).',
  })
  @ApiOkResponse({ type: GroupChangeResultDto, description: 'The changed groups and the couples left unmatched.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async removeCouple(
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: CoupleInGroupDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<GroupChangeResultDto> {
    await this.changes.removeCouple(dinnerId, body, changeOptions(request, body));
    return { success: true, message: changeDoneText(wordsOf(request), 'removed') };
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/add-couple')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add a couple to a group',
    description:
      'Adds an unmatched couple to a group of the dinner. The group is re-checked against the hard rules (a broken rule answers 409 unless `override` is set, and is then recorded on the group), rescored and labelled `manual_admin`.',
  })
  @ApiOkResponse({ type: GroupChangeResultDto, description: 'The changed groups and the couples left unmatched.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async addCouple(
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: CoupleInGroupDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<GroupChangeResultDto> {
    await this.changes.addCouple(dinnerId, body, changeOptions(request, body));
    return { success: true, message: changeDoneText(wordsOf(request), 'added') };
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('groups/create')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create a group',
    description:
      'Creates a group of unmatched couples of the dinner, checked against the hard rules (409 unless `override`), scored and labelled `manual_admin`.',
  })
  @ApiOkResponse({ type: GroupChangeResultDto, description: 'The changed groups and the couples left unmatched.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_BROKEN })
  async createGroup(
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: CreateGroupDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<GroupChangeResultDto> {
    const groupId = await this.changes.createGroup(dinnerId, body.coupleIds, changeOptions(request, body));
    return { success: true, message: changeDoneText(wordsOf(request), 'created'), group_id: groupId };
  }

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Delete('groups/:groupId')
  @ApiOperation({
    summary: 'Delete a group',
    description:
      'Deletes a group of the dinner; its couples become unmatched. Not once the dinner is revealed (its couples are then moved or removed one by one, each change telling the couples it concerns), completed or cancelled.',
  })
  @ApiOkResponse({ type: GroupChangeResultDto, description: 'The remaining groups and the couples left unmatched.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The dinner is revealed, completed or cancelled.' })
  async deleteGroup(
    @UuidParam('dinnerId') dinnerId: string,
    @UuidParam('groupId') groupId: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<GroupChangeResultDto> {
    await this.changes.deleteGroup(dinnerId, groupId, { byUserId: request.user.id });
    return { success: true, message: changeDoneText(wordsOf(request), 'deleted') };
  }
}

/** The matching catalogue in the language of the request's Accept-Language header. */
const wordsOf = (request: AuthenticatedRequest) => matchingMessages.in(readerLanguage(request.headers['accept-language']));

/** The admin's change as the request asks it: who makes it, the override and confirmation sent, the language a refusal is worded in. */
function changeOptions(request: AuthenticatedRequest, body: OverrideField): GroupChangeOptions {
  return {
    byUserId: request.user.id,
    override: body.override,
    confirmed: body.confirm_changes === true,
    language: readerLanguage(request.headers['accept-language']),
  };
}
