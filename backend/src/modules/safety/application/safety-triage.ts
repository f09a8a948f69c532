import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { BookingHistory, BookingHistoryEntry, CoupleStandings, NoShowStanding } from '../../dinners';
import { SafetyErrors } from '../domain/safety-errors';
import { concernsReporter, CoupleActionKind, isOverdue, queueOrder, SafetyActionKind, statusAfter, suspensionEndIsAhead } from '../domain/safety-policy';
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

/** A suspension a rule made (no report behind it) that its couple appealed: in the queue beside the reports. */
export interface RuleAppealEntry {
  /** The suspension, with the couple's appeal. */
  suspension: SafetyAction;
  coupleLabel: string;
  noShowsInTwelveMonths: number;
  /** The suspension still holds: not past its date, not lifted, not replaced. */
  inForce: boolean;
  /** An admin has acted on the couple since the appeal. */
  answered: boolean;
}

export interface CoupleFile {
  coupleId: string;
  label: string;
  members: CoupleContact[];
  /** With the evening's mark of each: arrived, no-show, or none. */
  pastDinners: (BookingHistoryEntry & { attendance: 'arrived' | 'no_show' | null })[];
  noShowsInTwelveMonths: number;
  /** Other reports made by or about the couple. */
  reports: { report: CoupleReport; role: 'made' | 'received' }[];
  actions: SafetyAction[];
  serviceTerminated: boolean;
  suspension: { until: Date; reason: string } | null;
}

/** A couple's own page in the Safety section: its file, and the suspension in force with how it came (a report or a rule) and its appeal. */
export interface CoupleSafetyFile {
  file: CoupleFile;
  currentSuspension: SafetyAction | null;
}

export interface ReportFile {
  report: CoupleReport;
  overdue: boolean;
  reporter: CoupleFile;
  reported: CoupleFile;
  notes: SafetyNote[];
  actions: SafetyAction[];
}

export interface ActionOrder<Kind extends SafetyActionKind = SafetyActionKind> {
  action: Kind;
  reason: string;
  suspendedUntil: Date | null;
}

/**
 * The admin's Safety section: the queue (reports, and the appeals of suspensions a rule made),
 * a report's file (its dinner, both couples' history, notes, actions and any appeal), a
 * couple's file, notes, and the actions, on a report or on a couple, lifting a suspension
 * included. Every note and action is audited in its unit of work; each action appends its
 * event, whose subscriber mails the couple concerned.
 */
@Injectable()
export class SafetyTriage {
  constructor(
    private readonly records: SafetyRecords,
    private readonly names: CoupleNames,
    private readonly bookings: BookingHistory,
    private readonly noShows: NoShowStanding,
    private readonly standings: CoupleStandings,
    private readonly suspensions: CoupleSuspensions,
    private readonly actions: SafetyActionLog,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async queue(): Promise<{ entries: QueueEntry[]; open: number; overdue: number; ruleAppeals: RuleAppealEntry[] }> {
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
    return {
      entries,
      open: reports.filter((r) => r.status === 'open').length,
      overdue: entries.filter((e) => e.overdue).length,
      ruleAppeals: await this.ruleAppeals(),
    };
  }

  private async ruleAppeals(): Promise<RuleAppealEntry[]> {
    const now = this.clock.now();
    const suspensions = await this.records.appealedRuleSuspensions();
    const names = await this.names.of(suspensions.map((s) => s.coupleId));
    const entries: RuleAppealEntry[] = [];
    // A few appeals at a time: one after another, as the connection runs them.
    for (const suspension of suspensions) {
      const current = await this.records.currentSuspension(suspension.coupleId, now);
      const actions = await this.records.actionsOfCouple(suspension.coupleId);
      entries.push({
        suspension,
        coupleLabel: names.label(suspension.coupleId),
        noShowsInTwelveMonths: await this.noShows.noShowsInTwelveMonths(suspension.coupleId),
        inForce: current?.id === suspension.id && (await this.suspensions.isSuspended(suspension.coupleId)),
        answered: actions.some((a) => a.adminId !== null && a.createdAt.getTime() >= suspension.appealedAt!.getTime()),
      });
    }
    return entries;
  }

  /** A couple's page: its file, and the suspension in force with its appeal (a rule's has no report to open). */
  async couple(coupleId: string): Promise<CoupleSafetyFile> {
    const names = await this.names.of([coupleId]);
    if (names.contacts(coupleId).length === 0) throw SafetyErrors.coupleNotFound();
    const file = await this.coupleFile(coupleId, null, names);
    return { file, currentSuspension: file.suspension ? await this.records.currentSuspension(coupleId, this.clock.now()) : null };
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
    this.checkOrder(order);
    await this.unitOfWork.run(async () => {
      const report = await this.records.lockReport(reportId);
      if (!report) throw SafetyErrors.reportNotFound();
      const coupleId = concernsReporter(order.action) ? report.reporterCoupleId : report.reportedCoupleId;
      await this.apply(adminId, coupleId, reportId, order);
      await this.records.setStatus(reportId, statusAfter(order.action));
    });
  }

  /** Warn, suspend until a date, or terminate a couple with no report behind it (after a rule's suspension and its appeal), with a reason. */
  async actOnCouple(adminId: string, coupleId: string, order: ActionOrder<CoupleActionKind>): Promise<void> {
    this.checkOrder(order);
    await this.unitOfWork.run(async () => {
      if ((await this.names.of([coupleId])).contacts(coupleId).length === 0) throw SafetyErrors.coupleNotFound();
      await this.apply(adminId, coupleId, null, order);
    });
  }

  /** Lifts the couple's suspension before its date, whoever made it (a report's action or a rule): mailed and audited; the couple may book at once. */
  async liftSuspension(adminId: string, coupleId: string, reason: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const members = (await this.names.of([coupleId])).contacts(coupleId);
      if (members.length === 0) throw SafetyErrors.coupleNotFound();
      await this.suspensions.lift({ coupleId, reason, adminId });
      await this.audit.record({
        adminId,
        action: 'safety_action',
        subjectUserIds: members.map((m) => m.userId),
        detail: { reportId: null, coupleId, action: 'lift', reason },
      });
    });
  }

  private checkOrder(order: ActionOrder): void {
    if (order.action === 'suspend' && !order.suspendedUntil) throw SafetyErrors.untilRequired();
    if (order.action === 'suspend' && !suspensionEndIsAhead(order.suspendedUntil!, this.clock.now())) throw SafetyErrors.untilInPast();
  }

  /** The action on the couple, its event and its audit entry, in the caller's unit of work. */
  private async apply(adminId: string, coupleId: string, reportId: string | null, order: ActionOrder): Promise<void> {
    if (order.action === 'suspend') {
      await this.suspensions.suspend({ coupleId, until: order.suspendedUntil!, reason: order.reason, adminId, reportId });
    } else {
      if (order.action === 'terminate') await this.standings.terminate(coupleId, order.reason);
      await this.actions.record({ reportId, coupleId, action: order.action, reason: order.reason, suspendedUntil: null, adminId, createdAt: this.clock.now() });
    }
    const members = (await this.names.of([coupleId])).contacts(coupleId);
    await this.audit.record({
      adminId,
      action: 'safety_action',
      subjectUserIds: members.map((m) => m.userId),
      detail: { reportId, coupleId, action: order.action, reason: order.reason, suspendedUntil: order.suspendedUntil?.toISOString() ?? null },
    });
  }

  private async coupleFile(coupleId: string, reportId: string | null, names: Awaited<ReturnType<CoupleNames['of']>>): Promise<CoupleFile> {
    const now = this.clock.now();
    const notice = await this.standings.noticeOf(coupleId);
    const past = (await this.bookings.forCouple(coupleId)).filter((b) => b.dinnerDate.getTime() <= now.getTime());
    const marks = await this.noShows.marksOf(past.map((b) => b.id));
    return {
      coupleId,
      label: names.label(coupleId),
      members: names.contacts(coupleId),
      pastDinners: past.map((b) => ({ ...b, attendance: marks.get(b.id) ?? null })),
      noShowsInTwelveMonths: await this.noShows.noShowsInTwelveMonths(coupleId),
      reports: (await this.records.reportsInvolving(coupleId))
        .filter((r) => r.id !== reportId)
        .map((report) => ({ report, role: report.reporterCoupleId === coupleId ? ('made' as const) : ('received' as const) })),
      actions: await this.records.actionsOfCouple(coupleId),
      serviceTerminated: notice.serviceTerminated,
      suspension: notice.suspension,
    };
  }
}
