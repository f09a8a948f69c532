import { Link } from 'react-router-dom';
import { useGetSafetyQueue } from '../../api/generated/admin/admin';
import { ListLoading } from '../../components/ui/list-states';
import { formatShortDateTime } from '../../lib/dinner-format';
import { paths } from '../../lib/paths';
import { ReportStatusBadge } from './report-status-badge';

/** The Safety section: every report, open "unsafe" ones on top, then newest first; overdue ones (24 h unanswered) marked. */
export default function SafetySection() {
  const queue = useGetSafetyQueue();
  if (queue.isLoading) return <ListLoading label="Loading reports…" />;
  const reports = queue.data?.reports ?? [];
  return (
    <section aria-labelledby="safety-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="safety-title" className="text-2xl font-bold text-ink">
          Safety
        </h2>
        <p className="text-sm text-stone-600">
          {queue.data?.open ?? 0} open · {queue.data?.overdue ?? 0} unanswered for more than 24 hours
        </p>
      </div>
      {reports.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No reports yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {reports.map((report) => (
            <li key={report.id} className={`flex flex-wrap items-center justify-between gap-3 py-3 ${report.overdue ? 'bg-red-50/60' : ''}`}>
              <div>
                <Link to={paths.adminSafetyReport(report.id)} className="font-semibold text-ink underline">
                  {report.category_label}: {report.reported.names}
                </Link>
                <p className="text-sm text-stone-600">
                  Reported by {report.reporter.names} · dinner in {report.dinner.city}, {formatShortDateTime(report.dinner.event_date, report.dinner.time_zone)}{' '}
                  · received {formatShortDateTime(report.created_at, report.dinner.time_zone)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {report.overdue && <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Over 24 h</span>}
                {report.appealed && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Appealed</span>}
                <ReportStatusBadge status={report.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
