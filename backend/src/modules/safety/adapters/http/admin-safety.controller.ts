import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { CoupleFile, SafetyTriage } from '../../application/safety-triage';
import { CoupleReport, SafetyAction } from '../../application/safety-records';
import { REPORT_CATEGORY_LABELS, SafetyActionKind } from '../../domain/safety-policy';
import {
  MessageDto,
  SafetyActionDto,
  SafetyActionInputDto,
  SafetyCoupleFileDto,
  SafetyNoteInputDto,
  SafetyQueueDto,
  SafetyReportDto,
  SafetyReportSummaryDto,
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
    })),
    reports: file.reports.map(({ report, role }) => ({
      id: report.id,
      role,
      category: report.category,
      status: report.status,
      created_at: report.createdAt.toISOString(),
    })),
    actions: file.actions.map(actionDto),
    service_terminated: file.serviceTerminated,
    suspended_until: file.suspension?.until.toISOString() ?? null,
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
    description: 'Every report: open "unsafe" ones on top, then newest first; those unanswered for more than 24 hours are marked overdue and counted.',
  })
  @ApiOkResponse({ type: SafetyQueueDto, description: 'The reports, the unsafe ones first, then the newest.' })
  async getSafetyQueue(): Promise<SafetyQueueDto> {
    const queue = await this.triage.queue();
    return { reports: queue.entries.map((e) => summaryOf(e.report, e)), open: queue.open, overdue: queue.overdue };
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
