import { Controller, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RunMatching } from '../../application/run-matching';
import { toGroupDto } from './match-presenter';
import { runCompleteText } from '../../application/change-answers';
import { matchingMessages } from '../../application/matching-messages';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';
import type { Language } from '../../../../kernel/languages';
import { MatchingResultDto, RunMatchingQueryDto } from './matching-run.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { jsonStream, mapInSlices } from '../../../../platform/http/json-in-slices';

/** The manual matching trigger (admin-side spec, sections 2 and 7). Admins only. */
@ApiTags('admin')
@Controller('admin/matching')
export class AdminMatchingController {
  constructor(private readonly runMatching: RunMatching) {}

  @AdminPermission('matching:write', { param: 'dinnerId', of: 'dinner' })
  @Post('run/:dinnerId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run matching for a dinner',
    description:
      "Forms groups of the dinner's paid couples (Gemini when configured, the rules engine otherwise), gives them restaurant tables free that night, and replaces the dinner's previous groups in one transaction. A dinner still taking bookings is matched only with `close_bookings=true`, which closes them first (409 `MATCHING.DINNER_OPEN` otherwise). One run per dinner at a time (409 `MATCHING.ALREADY_RUNNING`); groups an admin edited are only replaced with `force=true` (409 `MATCHING.EDITED_GROUPS` otherwise). The `message` of the answer, and of MATCHING.EDITED_GROUPS, is in the language of the request's Accept-Language header (English when it names none of ours).",
  })
  @ApiOkResponse({ type: MatchingResultDto, description: 'The run: groups formed, couples left unmatched, tables given.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed dinner id or query.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner (MATCHING.DINNER_NOT_FOUND).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'Still taking bookings without close_bookings (MATCHING.DINNER_OPEN), already running (MATCHING.ALREADY_RUNNING), edited groups without force (MATCHING.EDITED_GROUPS), dinner revealed, completed or cancelled.',
  })
  async runMatchingForDinner(
    @UuidParam('dinnerId') dinnerId: string,
    @Query() query: RunMatchingQueryDto,
    @Req() request: AuthenticatedRequest,
    @ReaderLanguage() language: Language,
  ): Promise<StreamableFile> {
    const report = await this.runMatching.execute({
      dinnerId,
      startedByUserId: request.user.id,
      force: query.force,
      closeBookings: query.close_bookings,
      seed: query.seed,
      language,
    });
    const answer: MatchingResultDto = {
      success: true,
      message: runCompleteText(matchingMessages.in(language), report),
      dinner_id: dinnerId,
      matches: {
        total_couples: report.totalCouples,
        matched_groups: report.matchedGroups,
        matched_couples: report.matchedCouples,
        unmatched_couples: report.unmatchedCouples,
        unassigned_groups: report.unassignedGroups,
        algorithm_version: report.algorithm,
        ai_model: report.model,
        ai_fallback_reason: report.fallbackReason,
        matching_status: report.dinnerStatus,
        groups: await mapInSlices(report.groups, (view) => toGroupDto(view, report.eventDate)),
        run_id: report.runId,
        seed: report.seed,
        phases_ms: report.phases,
      },
    };
    // Streamed in slices: a large dinner's groups are megabytes of JSON.
    return jsonStream(answer);
  }
}
