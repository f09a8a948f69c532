import type { QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { SafetyCoupleFileDto } from '../../api/generated/model';
import { formatShortDateTime } from '../../lib/dinner-format';
import { paths } from '../../lib/paths';
import { formatSuspensionEnd, REPORT_CATEGORY_OPTIONS } from '../../lib/safety-texts';
import { LiftSuspensionAction } from './lift-suspension-action';
import { ACTION_NAMES } from './safety-action-line';

const categoryLabel = (value: string) => REPORT_CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value;
const ATTENDANCE: Record<string, string> = { arrived: 'arrived', no_show: 'no-show' };

interface CoupleFilePanelProps {
  title: string;
  file: SafetyCoupleFileDto;
  timeZone: string;
  /** The screens to refresh once the couple's suspension is lifted. */
  invalidates: readonly QueryKey[];
}

/** A couple as the Safety pages show it: members, standing (with "Lift suspension"), past dinners and their marks, no-shows, reports and actions. */
export function CoupleFilePanel({ title, file, timeZone, invalidates }: CoupleFilePanelProps) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">
        {title}: {file.names}
      </h2>
      <ul className="mt-1 text-sm text-stone-600">
        {file.members.map((m) => (
          <li key={m.user_id}>
            {m.name} · {m.email}
          </li>
        ))}
      </ul>
      {file.service_terminated && <p className="mt-2 text-sm font-semibold text-red-800">Service terminated</p>}
      {file.suspended_until && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-red-800">Suspended until {formatSuspensionEnd(file.suspended_until)}</p>
          <LiftSuspensionAction coupleId={file.couple_id} names={file.names} until={file.suspended_until} invalidates={invalidates} />
        </div>
      )}
      <h3 className="mt-4 text-sm font-semibold text-stone-800">
        Past dinners ({file.past_dinners.length}) · {file.no_shows_in_twelve_months} no-show{file.no_shows_in_twelve_months === 1 ? '' : 's'} in 12 months
      </h3>
      <ul className="text-sm text-stone-700">
        {file.past_dinners.map((d) => (
          <li key={d.dinner_id}>
            {d.city}, {formatShortDateTime(d.event_date, timeZone)} · {d.booking_status}
            {d.attendance ? ` · ${ATTENDANCE[d.attendance] ?? d.attendance}` : ''}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Other reports ({file.reports.length})</h3>
      <ul className="text-sm text-stone-700">
        {file.reports.map((other) => (
          <li key={other.id}>
            <Link to={paths.adminSafetyReport(other.id)} className="underline">
              {other.role === 'made' ? 'Made' : 'Received'}: {categoryLabel(other.category)}
            </Link>{' '}
            · {formatShortDateTime(other.created_at, timeZone)} · {other.status}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Actions ({file.actions.length})</h3>
      <ul className="text-sm text-stone-700">
        {file.actions.map((a) => (
          <li key={a.id}>
            {ACTION_NAMES[a.action] ?? a.action} · {formatShortDateTime(a.created_at, timeZone)} · {a.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
