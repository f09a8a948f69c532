import type { QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { SafetyCoupleFileDto, SafetyEarlierReportDtoStatus, SafetyPastDinnerDto } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT } from '../../i18n/use-t';
import { formatShortDateTime } from '../../lib/dinner-format';
import { paths } from '../../lib/paths';
import { formatSuspensionEnd, reportCategoryLabel } from '../../lib/safety-texts';
import { LiftSuspensionAction } from './lift-suspension-action';
import { ACTION_NAMES } from './safety-action-line';

/** A booking's status as the API names it; one the client does not know yet is shown as it comes. */
const BOOKING_STATUS: Partial<Record<string, MessageId>> = {
  attended: 'admin.safety.file.booking.attended',
  cancelled: 'admin.safety.file.booking.cancelled',
  confirmed: 'admin.safety.file.booking.confirmed',
  expired: 'admin.safety.file.booking.expired',
  pending_payment: 'admin.safety.file.booking.pending_payment',
};
const ATTENDANCE: Record<NonNullable<SafetyPastDinnerDto['attendance']>, MessageId> = {
  arrived: 'admin.safety.file.attendance.arrived',
  no_show: 'admin.safety.file.attendance.no_show',
};
const REPORT_STATUS: Record<SafetyEarlierReportDtoStatus, MessageId> = {
  open: 'admin.safety.file.reportStatus.open',
  dismissed: 'admin.safety.file.reportStatus.dismissed',
  warned: 'admin.safety.file.reportStatus.warned',
  suspended: 'admin.safety.file.reportStatus.suspended',
  terminated: 'admin.safety.file.reportStatus.terminated',
};

interface CoupleFilePanelProps {
  title: string;
  file: SafetyCoupleFileDto;
  timeZone: string;
  /** The screens to refresh once the couple's suspension is lifted. */
  invalidates: readonly QueryKey[];
}

/** A couple as the Safety pages show it: members, standing (with "Lift suspension"), past dinners and their marks, no-shows, reports and actions. */
export function CoupleFilePanel({ title, file, timeZone, invalidates }: CoupleFilePanelProps) {
  const t = useT();
  const locale = useLocale();
  const when = (iso: string) => formatShortDateTime(iso, timeZone, locale);
  const bookingStatus = (status: string) => {
    const id = BOOKING_STATUS[status];
    return id ? t(id) : status;
  };
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">{t('admin.safety.file.title', { title, names: file.names })}</h2>
      <ul className="mt-1 text-sm text-stone-600">
        {file.members.map((m) => (
          <li key={m.user_id}>{[m.name, m.email].join(' · ')}</li>
        ))}
      </ul>
      {file.service_terminated && <p className="mt-2 text-sm font-semibold text-red-800">{t('admin.safety.serviceTerminated')}</p>}
      {file.suspended_until && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-red-800">
            {t('admin.safety.file.suspendedUntil', { until: formatSuspensionEnd(file.suspended_until, locale) })}
          </p>
          <LiftSuspensionAction coupleId={file.couple_id} names={file.names} until={file.suspended_until} invalidates={invalidates} />
        </div>
      )}
      <h3 className="mt-4 text-sm font-semibold text-stone-800">
        {t('admin.safety.file.pastDinners', {
          count: file.past_dinners.length,
          noShows: t('admin.safety.noShows', { count: file.no_shows_in_twelve_months }),
        })}
      </h3>
      <ul className="text-sm text-stone-700">
        {file.past_dinners.map((d) => (
          <li key={d.dinner_id}>
            {[
              t('admin.safety.file.dinner', { city: d.city, when: when(d.event_date) }),
              bookingStatus(d.booking_status),
              d.attendance && t(ATTENDANCE[d.attendance]),
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">{t('admin.safety.file.otherReports', { count: file.reports.length })}</h3>
      <ul className="text-sm text-stone-700">
        {file.reports.map((other) => (
          <li key={other.id}>
            <Link to={paths.adminSafetyReport(other.id)} className="underline">
              {t(other.role === 'made' ? 'admin.safety.file.made' : 'admin.safety.file.received', { category: t(reportCategoryLabel(other.category)) })}
            </Link>
            {/* After the link: ' · date · status'. */}
            {['', when(other.created_at), t(REPORT_STATUS[other.status])].join(' · ')}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">{t('admin.safety.file.actions', { count: file.actions.length })}</h3>
      <ul className="text-sm text-stone-700">
        {file.actions.map((a) => (
          <li key={a.id}>{[t(ACTION_NAMES[a.action]), when(a.created_at), a.reason].join(' · ')}</li>
        ))}
      </ul>
    </section>
  );
}
