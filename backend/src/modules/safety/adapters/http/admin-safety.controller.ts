import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { CoupleFile, RuleAppealEntry, SafetyTriage } from '../../application/safety-triage';
import { CoupleReport, SafetyAction } from '../../application/safety-records';
import { CoupleActionKind, REPORT_CATEGORY_LABELS, SafetyActionKind } from '../../domain/safety-policy';
import {
  LiftSuspensionInputDto,
  MessageDto,
  SafetyActionDto,
  SafetyActionInputDto,
  SafetyCoupleActionInputDto,
  SafetyCoupleDto,
  SafetyCoupleFileDto,
  SafetyNoteInputDto,
  SafetyQueueDto,
  SafetyReportDto,
  SafetyReportSummaryDto,
  SafetyRuleAppealDto,
} from './safety.dto';

function summaryOf(report: CoupleReport, extra: { overdue: boolean; appealed: boolean; reporterLabel: string; reportedLabel: string }): SafetyReportSummaryDto {
  return {
    id: report.id,
    category: report.category,
    category_label: REPORT_CATEGORY_LABELS[report.category],
    status: report.status,
    created_at: report.createdAt.toISOString(),
    overdue: extra.overdue,
    appealed: extra.appealed,
    dinner: {
      id: report.dinnerId,
      event_date: report.dinnerDate.toISOString(),
      city: report.dinnerCity,
      time_zone: report.dinnerTimeZone,
      restaurant_name: report.restaurantName,
    },
    reporter: { couple_id: report.reporterCoupleId, names: extra.reporterLabel },
    reported: { couple_id: report.reportedCoupleId, names: extra.reportedLabel },
  };
}

function actionDto(action: SafetyAction): SafetyActionDto {
  return {
    id: action.id,
    report_id: action.reportId,
    couple_id: action.coupleId,
    action: action.action,
    reason: action.reason,
    suspended_until: action.suspendedUntil?.toISOString() ?? null,
    admin_id: action.adminId,
    created_at: action.createdAt.toISOString(),
    appeal: action.appealText && action.appealedAt ? { text: action.appealText, created_at: action.appealedAt.toISOString() } : null,
  };
}

function fileDto(file: CoupleFile): SafetyCoupleFileDto {
  return {
    couple_id: file.coupleId,
    names: file.label,
    members: file.members.map((m) => ({ user_id: m.userId, name: m.name, email: m.email })),
    past_dinners: file.pastDinners.map((d) => ({
      dinner_id: d.dinnerId,
      event_date: d.dinnerDate.toISOString(),
      city: d.dinnerCity,
      booking_status: d.status,
      attendance: d.attendance,
    })),
    reports: file.reports.map(({ report, role }) => ({
      id: report.id,
      role,
      category: report.category,
      status: report.status,
      created_at: report.createdAt.toISOString(),
    })),
    actions: file.actions.map(actionDto),
    no_shows_in_twelve_months: file.noShowsInTwelveMonths,
    service_terminated: file.serviceTerminated,
    suspended_until: file.suspension?.until.toISOString() ?? null,
  };
}

function ruleAppealDto(entry: RuleAppealEntry): SafetyRuleAppealDto {
  const { suspension } = entry;
  return {
    suspension_id: suspension.id,
    rule: 'no_show',
    couple: { couple_id: suspension.coupleId, names: entry.coupleLabel },
    reason: suspension.reason,
    suspended_until: suspension.suspendedUntil?.toISOString() ?? null,
    appeal: { text: suspension.appealText ?? '', created_at: suspension.appealedAt!.toISOString() },
    no_shows_in_twelve_months: entry.noShowsInTwelveMonths,
    in_force: entry.inForce,
    answered: entry.answered,
  };
}

/** The admin's Safety section: the queue of reports, a report's file, notes and actions. Admins only; notes and actions are audited. */
@ApiTags('admin')
@AdminPermission('support:accounts')
@Controller('admin/safety')
export class AdminSafetyController {
  constructor(private readonly triage: SafetyTriage) {}

  @Get('reports')
  @ApiOperation({
    summary: 'The safety queue',
    description:
      'Every report: open "unsafe" ones on top, then newest first; those unanswered for more than 24 hours are marked overdue and counted. Beside them, the appeals of suspensions the no-show rule made (no report behind them).',
  })
  @ApiOkResponse({ type: SafetyQueueDto, description: 'The reports, the unsafe ones first, then the newest; and the appeals of rule suspensions.' })
  async getSafetyQueue(): Promise<SafetyQueueDto> {
    const queue = await this.triage.queue();
    return {
      reports: queue.entries.map((e) => summaryOf(e.report, e)),
      open: queue.open,
      overdue: queue.overdue,
      rule_appeals: queue.ruleAppeals.map(ruleAppealDto),
    };
  }

  @Get('couples/:coupleId')
  @ApiOperation({
    summary: "A couple's safety file",
    description:
      "The couple's members, past dinners with the evening's marks, no-shows in twelve months, reports made and received, every action on it, and the suspension in force with its appeal (a rule's suspension has no report).",
  })
  @ApiOkResponse({ type: SafetyCoupleDto, description: "The couple's file and its suspension in force." })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a couple id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown couple (SAFETY.COUPLE_NOT_FOUND).' })
  async getSafetyCouple(@UuidParam('coupleId') coupleId: string): Promise<SafetyCoupleDto> {
    const { file, currentSuspension } = await this.triage.couple(coupleId);
    return { ...fileDto(file), current_suspension: currentSuspension ? actionDto(currentSuspension) : null };
  }

  @Post('couples/:coupleId/actions')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Act on a couple',
    description:
      'For a couple with no report behind its case (a suspension by the no-show rule and its appeal): warn, suspend until a date (replacing the suspension in force; one appeal), or terminate. Each with a reason; mailed to the couple; audited.',
  })
  @ApiCreatedResponse({ type: MessageDto, description: 'The action is taken, audited and mailed.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'No reason, an unknown action, a suspension without a date (SAFETY.UNTIL_REQUIRED) or ending in the past (SAFETY.UNTIL_IN_PAST).',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown couple (SAFETY.COUPLE_NOT_FOUND).' })
  async actOnSafetyCouple(
    @Req() request: AuthenticatedRequest,
    @UuidParam('coupleId') coupleId: string,
    @Body() body: SafetyCoupleActionInputDto,
  ): Promise<MessageDto> {
    const action = body.action as CoupleActionKind;
    await this.triage.actOnCouple(request.user.id, coupleId, {
      action,
      reason: body.reason,
      suspendedUntil: body.suspended_until ? new Date(body.suspended_until) : null,
    });
    return { message: ACTION_DONE[action] };
  }

  @Post('couples/:coupleId/lift-suspension')
  @HttpCode(201)
  @ApiOperation({
    summary: "Lift a couple's suspension",
    description:
      "Ends the suspension in force before its date, whether a report's action or the no-show rule made it: the couple may book again at once. With a reason; mailed to the couple ('Your suspension has been lifted'); audited.",
  })
  @ApiCreatedResponse({ type: MessageDto, description: 'The suspension is lifted, audited and mailed.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No reason, or not a couple id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown couple (SAFETY.COUPLE_NOT_FOUND).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No suspension in force (DINNERS.NOT_SUSPENDED).' })
  async liftSafetySuspension(
    @Req() request: AuthenticatedRequest,
    @UuidParam('coupleId') coupleId: string,
    @Body() body: LiftSuspensionInputDto,
  ): Promise<MessageDto> {
    await this.triage.liftSuspension(request.user.id, coupleId, body.reason);
    return { message: 'Suspension lifted' };
  }

  @Get('reports/:id')
  @ApiOperation({
    summary: 'A safety report',
    description:
      "The report, its dinner, both couples' history (past dinners, other reports, actions), the admins' notes and the actions taken with any appeal.",
  })
  @ApiOkResponse({ type: SafetyReportDto, description: 'The report with its dinner, both couples, notes, actions and appeal.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a report id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown report (SAFETY.REPORT_NOT_FOUND).' })
  async getSafetyReport(@UuidParam('id') id: string): Promise<SafetyReportDto> {
    const file = await this.triage.file(id);
    return {
      ...summaryOf(file.report, {
        overdue: file.overdue,
        appealed: file.actions.some((a) => a.appealedAt !== null),
        reporterLabel: file.reporter.label,
        reportedLabel: file.reported.label,
      }),
      description: file.report.description,
      reporter_file: fileDto(file.reporter),
      reported_file: fileDto(file.reported),
      notes: file.notes.map((n) => ({ id: n.id, admin_id: n.adminId, text: n.text, created_at: n.createdAt.toISOString() })),
      actions: file.actions.map(actionDto),
    };
  }

  @Post('reports/:id/notes')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a note to a safety report', description: 'A note for the admins only; audited.' })
  @ApiCreatedResponse({ type: MessageDto, description: 'The note is saved.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No text, too long, or not a report id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown report (SAFETY.REPORT_NOT_FOUND).' })
  async addSafetyNote(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: SafetyNoteInputDto): Promise<MessageDto> {
    await this.triage.addNote(request.user.id, id, body.text);
    return { message: 'Note added' };
  }

  @Post('reports/:id/actions')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Act on a safety report',
    description:
      'dismiss (the reporter is mailed that the report is closed), warn, suspend until a date (no booking before; one appeal), or terminate the reported couple (mailed). Each with a reason; audited.',
  })
  @ApiCreatedResponse({ type: MessageDto, description: 'The action is taken, audited and mailed.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'No reason, an unknown action, a suspension without a date (SAFETY.UNTIL_REQUIRED) or ending in the past (SAFETY.UNTIL_IN_PAST).',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown report (SAFETY.REPORT_NOT_FOUND).' })
  async actOnSafetyReport(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: SafetyActionInputDto): Promise<MessageDto> {
    const action = body.action as SafetyActionKind;
    await this.triage.act(request.user.id, id, { action, reason: body.reason, suspendedUntil: body.suspended_until ? new Date(body.suspended_until) : null });
    return { message: ACTION_DONE[action] };
  }
}

const ACTION_DONE: Record<SafetyActionKind, string> = {
  dismiss: 'Report dismissed',
  warn: 'Couple warned',
  suspend: 'Couple suspended',
  terminate: 'Service terminated',
};
