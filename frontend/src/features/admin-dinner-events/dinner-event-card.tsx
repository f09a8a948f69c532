import { AdminDinnerEventDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { dinnerStatusBadge, isDinnerActive } from '../../lib/dinner-status';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { formatMoney } from '../../lib/money';

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
  const status = dinnerStatusBadge(event.status);
  const cancellable =
    event.can_edit.allowed || (event.status !== 'completed' && event.status !== 'cancelled_by_system' && new Date(event.event_date) > new Date());
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {event.city}, {event.country}
          </p>
          <p className="text-sm text-stone-700">{formatZonedDateTime(event.event_date, event.time_zone)}</p>
          <p className="text-xs text-stone-500">Times in {event.time_zone}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {isDinnerActive(event) && <Badge variant="success">Active</Badge>}
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">Booking deadline</dt>
          <dd>{formatZonedDateTime(event.booking_deadline, event.time_zone)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Booked</dt>
          <dd>
            {event.booked_couples} / {event.capacity} couples
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Frequency</dt>
          <dd>{event.frequency}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Logistics fee</dt>
          <dd>{formatMoney(event.logistics_fee, event.currency)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link className={buttonClasses('secondary', 'px-4 py-1.5')} to={paths.adminDinnerOperations(event.id)}>
          Operations
        </Link>
        <GuardedButton label="Edit" variant="secondary" reason={event.can_edit.reason} onClick={onEdit} />
        <GuardedButton label="Delete" variant="danger" reason={event.can_delete.reason} onClick={onDelete} />
        {event.paid_bookings > 0 && cancellable && (
          <Button variant="secondary" className="px-4 py-1.5" onClick={onCancel}>
            Cancel dinner
          </Button>
        )}
      </div>
    </li>
  );
}
