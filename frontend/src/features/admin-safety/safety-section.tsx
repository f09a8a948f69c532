import { Link } from 'react-router-dom';
import { useGetSafetyQueue } from '../../api/generated/admin/admin';
import type { SafetyRuleAppealDto } from '../../api/generated/model';
import { ListLoading } from '../../components/ui/list-states';
import { useLocale, useT } from '../../i18n/use-t';
import { formatShortDateTime, SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { paths } from '../../lib/paths';
import { formatSuspensionEnd, reportCategoryLabel } from '../../lib/safety-texts';
import { ReportStatusBadge } from './report-status-badge';

/**
 * The Safety section: the appeals of suspensions the no-show rule made (no report behind them),
 * then every report, open "unsafe" ones on top, then newest first; overdue ones (24 h unanswered) marked.
 */
export default function SafetySection() {
  const t = useT();
  const locale = useLocale();
  const queue = useGetSafetyQueue();
  if (queue.isLoading) return <ListLoading label={t('admin.safety.queue.loading')} />;
  const reports = queue.data?.reports ?? [];
  const ruleAppeals = queue.data?.rule_appeals ?? [];
  return (
    <section aria-labelledby="safety-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="safety-title" className="text-2xl font-bold text-ink">
          {t('admin.section.safety')}
        </h2>
        <p className="text-sm text-stone-600">{t('admin.safety.queue.counts', { open: queue.data?.open ?? 0, overdue: queue.data?.overdue ?? 0 })}</p>
      </div>
      {ruleAppeals.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-stone-800">{t('admin.safety.queue.appealsTitle')}</h3>
          <ul className="divide-y divide-stone-100">
            {ruleAppeals.map((appeal) => (
              <RuleAppealLine key={appeal.suspension_id} appeal={appeal} />
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-stone-800">{t('admin.safety.queue.reportsTitle')}</h3>
        </>
      )}
      {reports.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t('admin.safety.queue.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {reports.map((report) => (
            <li key={report.id} className={`flex flex-wrap items-center justify-between gap-3 py-3 ${report.overdue ? 'bg-red-50/60' : ''}`}>
              <div>
                <Link to={paths.adminSafetyReport(report.id)} className="font-semibold text-ink underline">
                  {t('admin.safety.reportTitle', { category: t(reportCategoryLabel(report.category)), names: report.reported.names })}
                </Link>
                <p className="text-sm text-stone-600">
                  {t('admin.safety.queue.byline', {
                    reporter: report.reporter.names,
                    city: report.dinner.city,
                    when: formatShortDateTime(report.dinner.event_date, report.dinner.time_zone, locale),
                    received: formatShortDateTime(report.created_at, report.dinner.time_zone, locale),
                  })}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {report.overdue && (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">{t('admin.safety.overdue')}</span>
                )}
                {report.appealed && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t('admin.safety.appealed')}</span>
                )}
                <ReportStatusBadge status={report.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The appeal of a suspension the no-show rule made: labelled as such, with the couple's no-shows; it opens the couple's page, where the admin acts. */
function RuleAppealLine({ appeal }: { appeal: SafetyRuleAppealDto }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <Link to={paths.adminSafetyCouple(appeal.couple.couple_id)} className="font-semibold text-ink underline">
          {t('admin.safety.queue.ruleAppeal', { names: appeal.couple.names })}
        </Link>
        <p className="text-sm text-stone-600">
          {[
            t('admin.safety.noShows', { count: appeal.no_shows_in_twelve_months }),
            appeal.suspended_until && t('admin.safety.queue.suspendedUntil', { until: formatSuspensionEnd(appeal.suspended_until, locale) }),
            t('admin.safety.queue.appealedOn', { when: formatShortDateTime(appeal.appeal.created_at, SERVICE_TIME_ZONE, locale) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="mt-1 line-clamp-2 whitespace-pre-line text-sm text-stone-800">{t('admin.safety.queue.appealText', { text: appeal.appeal.text })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t('admin.safety.appealed')}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${appeal.answered ? 'bg-stone-100 text-stone-700' : 'bg-brand-100 text-brand-800'}`}>
          {t(appeal.answered ? 'admin.safety.queue.answered' : 'admin.safety.queue.awaiting')}
        </span>
        {!appeal.in_force && (
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">{t('admin.safety.queue.notInForce')}</span>
        )}
      </div>
    </li>
  );
}
