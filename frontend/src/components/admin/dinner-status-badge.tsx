import type { MessageId } from '../../i18n/catalogues';
import { useT, type Translate } from '../../i18n/use-t';
import { Badge, type BadgeVariant } from '../ui/badge';

/** Badge styles of the dinner statuses (admin-side spec, section 4). */
const VARIANTS: Record<string, BadgeVariant> = {
  cancelled_by_system: 'destructive',
  pending_manual_intervention: 'destructive',
  completed: 'outline',
  booking_closed: 'secondary',
  accepting_bookings: 'default',
  matched: 'default',
};

const LABELS: Record<string, MessageId> = {
  accepting_bookings: 'admin.status.accepting_bookings',
  booking_closed: 'admin.status.booking_closed',
  matched: 'admin.status.matched',
  restaurant_assigned: 'admin.status.restaurant_assigned',
  completed: 'admin.status.completed',
  cancelled_by_system: 'admin.status.cancelled_by_system',
  pending_manual_intervention: 'admin.status.pending_manual_intervention',
};

/** A dinner's status in words: in English its name with spaces ('accepting bookings'), 'unknown' when absent. */
export const dinnerStatusLabel = (t: Translate, status: string | null | undefined): string =>
  !status ? t('admin.status.unknown') : LABELS[status] ? t(LABELS[status]) : status.replace(/_/g, ' ');

/** A dinner's status as a badge. */
export function DinnerStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useT();
  const label = dinnerStatusLabel(t, status);
  return <Badge variant={(status && VARIANTS[status]) || (status ? 'secondary' : 'outline')}>{label}</Badge>;
}
