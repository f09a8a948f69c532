import { AdminDinnerEventDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { DinnerStatusBadge } from '../../components/admin/dinner-status-badge';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { isDinnerActive } from '../../lib/dinner-status';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { formatMoney } from '../../lib/money';
import { useLocale, useT } from '../../i18n/use-t';
import { frequencyLabel } from './frequency-label';

interface Props {
  event: AdminDinnerEventDto;
  onEdit(): void;
  onDelete(): void;
  onCancel(): void;
}

/** A disabled action keeps its reason visible as a tooltip and to screen readers. */
function GuardedButton({ label, reason, variant, onClick }: { label: string; reason: string | null; variant: 'secondary' | 'danger'; onClick(): void }) {
  return (
    <span title={reason ?? undefined} className="inline-flex">
      <Button variant={variant} className="px-4 py-1.5" disabled={reason !== null} aria-description={reason ?? undefined} onClick={onClick}>
        {label}
      </Button>
    </span>
  );
}

/** One dinner event: where, when (in the city's zone, named), bookings, status and actions. */
export function DinnerEventCard({ event, onEdit, onDelete, onCancel }: Props) {
  const t = useT();
  const locale = useLocale();
  const cancellable =
    event.can_edit.allowed || (event.status !== 'completed' && event.status !== 'cancelled_by_system' && new Date(event.event_date) > new Date());
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t('admin.events.place', { city: event.city, country: event.country })}</p>
          <p className="text-sm text-stone-700">{formatZonedDateTime(event.event_date, event.time_zone, locale)}</p>
          <p className="text-xs text-stone-500">{t('admin.event.timesIn', { zone: event.time_zone })}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {isDinnerActive(event) && <Badge variant="success">{t('admin.event.active')}</Badge>}
          <DinnerStatusBadge status={event.status} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">{t('admin.event.deadline')}</dt>
          <dd>{formatZonedDateTime(event.booking_deadline, event.time_zone, locale)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('admin.event.booked')}</dt>
          <dd>{t('admin.event.bookedCount', { booked: event.booked_couples, capacity: event.capacity })}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('admin.event.frequency')}</dt>
          <dd>{frequencyLabel(t, event.frequency)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('admin.event.fee')}</dt>
          <dd>{formatMoney(event.logistics_fee, event.currency, locale)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link className={buttonClasses('secondary', 'px-4 py-1.5')} to={paths.adminDinnerOperations(event.id)}>
          {t('admin.event.operations')}
        </Link>
        <GuardedButton label={t('admin.event.edit')} variant="secondary" reason={event.can_edit.reason} onClick={onEdit} />
        <GuardedButton label={t('admin.events.delete')} variant="danger" reason={event.can_delete.reason} onClick={onDelete} />
        {event.paid_bookings > 0 && cancellable && (
          <Button variant="secondary" className="px-4 py-1.5" onClick={onCancel}>
            {t('admin.events.cancelDinner')}
          </Button>
        )}
      </div>
    </li>
  );
}
