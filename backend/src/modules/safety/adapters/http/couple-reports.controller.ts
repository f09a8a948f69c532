import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ReportCouple } from '../../application/report-couple';
import { SuspensionAppeals } from '../../application/suspension-appeals';
import { ReportCategory } from '../../domain/safety-policy';
import { DinnerReportsDto, MessageDto, ReportCoupleDto, SubmitAppealDto, SuspensionDto } from './safety.dto';

/** A couple's side of trust and safety: reporting a couple of its table, and its own suspension with its one appeal. */
@ApiTags('safety')
@Controller('user')
export class CoupleReportsController {
  constructor(
    private readonly reports: ReportCouple,
    private readonly appeals: SuspensionAppeals,
  ) {}

  @Get('dinner/:dinnerId/reports')
  @SignedIn()
  @ApiOperation({
    summary: 'The couples of a past dinner you may report',
    description: 'The other couples of your table at this dinner and whether your couple already reported them. Open once the dinner has started.',
  })
  @ApiOkResponse({ type: DinnerReportsDto, description: 'The couples of the table the member may report, and the reports made.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a dinner id.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your couple has no booking for this dinner (DINNERS.NOT_BOOKED).' })
  async getDinnerReports(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string): Promise<DinnerReportsDto> {
    const view = await this.reports.forDinner(request.user, dinnerId);
    return {
      open: view.open,
      tablemates: view.tablemates.map((t) => ({ user_id: t.couple.userId, coupleNames: t.couple.coupleNames, reported: t.reported })),
    };
  }

  @Post('dinner/:dinnerId/reports')
  @SignedIn()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Report a couple of your table',
    description:
      'After the dinner has started, reports a couple that sat at your table: what kind of problem, and what happened. Only our team reads it; the reported couple never learns who reported them. From then on the two couples are never seated together. One report per couple and dinner.',
  })
  @ApiCreatedResponse({ type: MessageDto, description: 'The report is with our team.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A missing or too long field, an unknown category, or not a couple of your table (SAFETY.NOT_A_TABLEMATE).',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your couple has no booking for this dinner (DINNERS.NOT_BOOKED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Already reported for this dinner (SAFETY.ALREADY_REPORTED), or the dinner has not started (SAFETY.NOT_OPEN).',
  })
  async reportCouple(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string, @Body() body: ReportCoupleDto): Promise<MessageDto> {
    await this.reports.report(request.user, dinnerId, { userId: body.user_id, category: body.category as ReportCategory, description: body.description });
    return { message: 'Thank you. Our team will look into it.' };
  }

  @Get('suspension')
  @SignedIn()
  @ApiOperation({
    summary: "Your couple's suspension",
    description: 'Whether your couple is suspended, until when and why, and your answer to it if you gave one. A suspension ends by itself at its date.',
  })
  @ApiOkResponse({ type: SuspensionDto, description: "The couple's suspension in force, or none." })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your account is not part of a couple (SAFETY.NO_COUPLE).' })
  async getSuspension(@Req() request: AuthenticatedRequest): Promise<SuspensionDto> {
    const view = await this.appeals.view(request.user);
    return {
      suspended_until: view.suspendedUntil?.toISOString() ?? null,
      reason: view.reason,
      appeal: view.appeal ? { text: view.appeal.text, created_at: view.appeal.at.toISOString() } : null,
      may_appeal: view.mayAppeal,
    };
  }

  @Post('suspension/appeal')
  @SignedIn()
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer a suspension', description: 'Your couple may answer its suspension once; the admins read it with the report.' })
  @ApiCreatedResponse({ type: MessageDto, description: 'Your answer is with our team.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No text, or too long.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your account is not part of a couple (SAFETY.NO_COUPLE).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not suspended (SAFETY.NOT_SUSPENDED), or already answered (SAFETY.ALREADY_APPEALED).' })
  async appealSuspension(@Req() request: AuthenticatedRequest, @Body() body: SubmitAppealDto): Promise<MessageDto> {
    await this.appeals.appeal(request.user, body.text);
    return { message: 'Thank you. Our team will read your answer.' };
  }
}
