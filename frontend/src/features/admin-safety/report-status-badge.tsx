import type { SafetyReportSummaryDtoStatus } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

/** A report's status, named by the last action taken on it. */
export const STATUS_NAMES: Record<SafetyReportSummaryDtoStatus, MessageId> = {
  open: 'admin.safety.status.open',
  dismissed: 'admin.safety.status.dismissed',
  warned: 'admin.safety.status.warned',
  suspended: 'admin.safety.status.suspended',
  terminated: 'admin.safety.status.terminated',
};

const CLASSES: Record<SafetyReportSummaryDtoStatus, string> = {
  open: 'bg-brand-100 text-brand-800',
  dismissed: 'bg-stone-100 text-stone-700',
  warned: 'bg-amber-100 text-amber-900',
  suspended: 'bg-red-100 text-red-800',
  terminated: 'bg-red-200 text-red-900',
};

export function ReportStatusBadge({ status }: { status: SafetyReportSummaryDtoStatus }) {
  const t = useT();
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CLASSES[status]}`}>{t(STATUS_NAMES[status])}</span>;
}
