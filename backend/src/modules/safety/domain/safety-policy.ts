/**
 * Trust and safety (docs/trust-and-safety.md): after a dinner has started, a member reports a
 * couple of their own table; admins triage the reports and act on the couple concerned.
 */

export const REPORT_CATEGORIES = ['did_not_come', 'very_late', 'disrespectful', 'unsafe', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  did_not_come: 'Did not come',
  very_late: 'Very late',
  disrespectful: 'Disrespectful',
  unsafe: 'Made me feel unsafe',
  other: 'Other',
};

/** What happened, in the reporter's words; a note; an appeal: enough for an account, not an essay. */
export const REPORT_TEXT_MAX_LENGTH = 2000;

/** A report still unanswered this long after it came in is overdue: marked in the queue and counted on the dashboard. */
export const ANSWER_WITHIN_HOURS = 24;

/** What an admin does about a report: each with a reason, mailed to the couple concerned and audited. */
export const SAFETY_ACTIONS = ['dismiss', 'warn', 'suspend', 'terminate'] as const;
export type SafetyActionKind = (typeof SAFETY_ACTIONS)[number];

/** What an admin does about a couple directly (a suspension by a rule, with no report behind it): the report's actions but dismiss, which answers a reporter. */
export const COUPLE_ACTIONS = ['warn', 'suspend', 'terminate'] as const satisfies readonly SafetyActionKind[];
export type CoupleActionKind = (typeof COUPLE_ACTIONS)[number];

/** Every action on record: the report's, and an admin lifting a suspension before its date. */
export const RECORDED_ACTIONS = [...SAFETY_ACTIONS, 'lift'] as const;
export type RecordedActionKind = (typeof RECORDED_ACTIONS)[number];

/** A report is open until an admin acts on it; then it carries the last action taken. */
export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'suspended', 'terminated'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const OPEN: ReportStatus = 'open';

const STATUS_AFTER: Record<SafetyActionKind, ReportStatus> = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended', terminate: 'terminated' };

export function statusAfter(action: SafetyActionKind): ReportStatus {
  return STATUS_AFTER[action];
}

/** Dismissing answers the reporter; every other action concerns the reported couple. */
export function concernsReporter(action: SafetyActionKind): boolean {
  return action === 'dismiss';
}

/** Still unanswered more than 24 hours after it came in. */
export function isOverdue(report: { status: ReportStatus; createdAt: Date }, now: Date): boolean {
  return report.status === OPEN && now.getTime() - report.createdAt.getTime() > ANSWER_WITHIN_HOURS * 3_600_000;
}

/** The queue's order: open "unsafe" reports on top, then newest first. */
export function queueOrder(a: { category: ReportCategory; status: ReportStatus; createdAt: Date }, b: typeof a): number {
  const urgent = (r: typeof a) => (r.category === 'unsafe' && r.status === OPEN ? 0 : 1);
  return urgent(a) - urgent(b) || b.createdAt.getTime() - a.createdAt.getTime();
}

/** The couple's table at the dinner, as dinners describes it. */
export interface ReportableTable {
  started: boolean;
  tablemateCoupleIds: readonly string[];
}

/** Whether reports on this table are open: the dinner has started and the couple sat at a table. */
export function reportsOpen(table: ReportableTable): boolean {
  return table.started && table.tablemateCoupleIds.length > 0;
}

/** A suspension's end must lie ahead of now. */
export function suspensionEndIsAhead(until: Date, now: Date): boolean {
  return until.getTime() > now.getTime();
}

/** A suspension may be answered once, while it is in force. */
export function mayAppeal(suspension: { until: Date; appealedAt: Date | null }, now: Date): boolean {
  return suspension.appealedAt === null && suspensionEndIsAhead(suspension.until, now);
}

/** Why the no-show rule suspended a couple, as its mail and its standing say. */
export function noShowSuspensionReason(noShows: number, windowMonths: number): string {
  return `${noShows} no-shows in ${windowMonths} months: your couple was marked as not coming to ${noShows === 1 ? 'a dinner' : 'dinners'} you had booked.`;
}
