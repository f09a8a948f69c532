import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { BookingHistory, BookingHistoryEntry, CoupleStandings } from '../../dinners';
import { SafetyErrors } from '../domain/safety-errors';
import { concernsReporter, isOverdue, queueOrder, SafetyActionKind, statusAfter, suspensionEndIsAhead } from '../domain/safety-policy';
import { CoupleContact, CoupleNames } from './couple-names';
import { CoupleSuspensions } from './couple-suspensions';
import { SafetyActionLog } from './safety-action-log';
import { CoupleReport, SafetyAction, SafetyNote, SafetyRecords } from './safety-records';

export interface QueueEntry {
  report: CoupleReport;
  overdue: boolean;
  reporterLabel: string;
  reportedLabel: string;
  /** The reported couple answered a suspension this report led to. */
  appealed: boolean;
}

export interface CoupleFile {
  coupleId: string;
  label: string;
  members: CoupleContact[];
  pastDinners: BookingHistoryEntry[];
  /** Other reports made by or about the couple. */
  reports: { report: CoupleReport; role: 'made' | 'received' }[];
  actions: SafetyAction[];
  serviceTerminated: boolean;
  suspension: { until: Date; reason: string } | null;
}

export interface ReportFile {
  report: CoupleReport;
  overdue: boolean;
  reporter: CoupleFile;
  reported: CoupleFile;
  notes: SafetyNote[];
  actions: SafetyAction[];
}

export interface ActionOrder {
  action: SafetyActionKind;
  reason: string;
  suspendedUntil: Date | null;
}

/**
 * The admin's Safety section: the queue, a report's file (its dinner, both couples' history,
 * notes, actions and any appeal), notes, and the actions. Every note and action is audited
 * in its unit of work; each action appends its event, whose subscriber mails the couple concerned.
 */
@Injectable()
export class SafetyTriage {
  constructor(
    private readonly records: SafetyRecords,
    private readonly names: CoupleNames,
    private readonly bookings: BookingHistory,
    private readonly standings: CoupleStandings,
    private readonly suspensions: CoupleSuspensions,
    private readonly actions: SafetyActionLog,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async queue(): Promise<{ entries: QueueEntry[]; open: number; overdue: number }> {
    const now = this.clock.now();
    const reports = (await this.records.allReports()).sort(queueOrder);
    const names = await this.names.of(reports.flatMap((r) => [r.reporterCoupleId, r.reportedCoupleId]));
    const appealed = new Set((await this.records.actionsOfReports(reports.map((r) => r.id))).filter((a) => a.appealedAt !== null).map((a) => a.reportId));
    const entries = reports.map((report) => ({
      report,
      overdue: isOverdue(report, now),
      reporterLabel: names.label(report.reporterCoupleId),
      reportedLabel: names.label(report.reportedCoupleId),
      appealed: appealed.has(report.id),
    }));
    return { entries, open: reports.filter((r) => r.status === 'open').length, overdue: entries.filter((e) => e.overdue).length };
  }

  async file(reportId: string): Promise<ReportFile> {
    const report = await this.records.findReport(reportId);
    if (!report) throw SafetyErrors.reportNotFound();
    const names = await this.names.of([report.reporterCoupleId, report.reportedCoupleId]);
    const [reporter, reported] = [
      await this.coupleFile(report.reporterCoupleId, report.id, names),
      await this.coupleFile(report.reportedCoupleId, report.id, names),
    ];
    return {
      report,
      overdue: isOverdue(report, this.clock.now()),
      reporter,
      reported,
      notes: await this.records.notesOf(report.id),
      actions: await this.records.actionsOfReports([report.id]),
    };
  }

  async addNote(adminId: string, reportId: string, text: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const report = await this.records.lockReport(reportId);
      if (!report) throw SafetyErrors.reportNotFound();
      await this.records.addNote({ reportId, adminId, text, createdAt: this.clock.now() });
      await this.audit.record({ adminId, action: 'safety_note', subjectUserIds: report.reporterUserId ? [report.reporterUserId] : [], detail: { reportId } });
    });
  }

  /** Dismiss (the reporter is told), warn, suspend until a date, or terminate (the reported couple is told), with a reason. */
  async act(adminId: string, reportId: string, order: ActionOrder): Promise<void> {
    const now = this.clock.now();
    if (order.action === 'suspend' && !order.suspendedUntil) throw SafetyErrors.untilRequired();
    if (order.action === 'suspend' && !suspensionEndIsAhead(order.suspendedUntil!, now)) throw SafetyErrors.untilInPast();
    await this.unitOfWork.run(async () => {
      const report = await this.records.lockReport(reportId);
      if (!report) throw SafetyErrors.reportNotFound();
      const coupleId = concernsReporter(order.action) ? report.reporterCoupleId : report.reportedCoupleId;
      if (order.action === 'suspend') {
        await this.suspensions.suspend({ coupleId, until: order.suspendedUntil!, reason: order.reason, adminId, reportId });
      } else {
        if (order.action === 'terminate') await this.standings.terminate(coupleId, order.reason);
        await this.actions.record({ reportId, coupleId, action: order.action, reason: order.reason, suspendedUntil: null, adminId, createdAt: now });
      }
      await this.records.setStatus(reportId, statusAfter(order.action));
      const members = (await this.names.of([coupleId])).contacts(coupleId);
      await this.audit.record({
        adminId,
        action: 'safety_action',
        subjectUserIds: members.map((m) => m.userId),
        detail: { reportId, coupleId, action: order.action, reason: order.reason, suspendedUntil: order.suspendedUntil?.toISOString() ?? null },
      });
    });
  }

  private async coupleFile(coupleId: string, reportId: string, names: Awaited<ReturnType<CoupleNames['of']>>): Promise<CoupleFile> {
    const now = this.clock.now();
    const notice = await this.standings.noticeOf(coupleId);
    return {
      coupleId,
      label: names.label(coupleId),
      members: names.contacts(coupleId),
      pastDinners: (await this.bookings.forCouple(coupleId)).filter((b) => b.dinnerDate.getTime() <= now.getTime()),
      reports: (await this.records.reportsInvolving(coupleId))
        .filter((r) => r.id !== reportId)
        .map((report) => ({ report, role: report.reporterCoupleId === coupleId ? ('made' as const) : ('received' as const) })),
      actions: await this.records.actionsOfCouple(coupleId),
      serviceTerminated: notice.serviceTerminated,
      suspension: notice.suspension,
    };
  }
}
