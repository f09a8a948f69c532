import type { BadgeVariant } from '../components/ui/badge';

/** Badge styles of the dinner statuses (admin-side spec, section 4). */
const VARIANTS: Record<string, BadgeVariant> = {
  cancelled_by_system: 'destructive',
  pending_manual_intervention: 'destructive',
  completed: 'outline',
  booking_closed: 'secondary',
  accepting_bookings: 'default',
  matched: 'default',
};

/** The status as shown: underscores as spaces, 'unknown' when absent. */
export function dinnerStatusBadge(status: string | null | undefined): { label: string; variant: BadgeVariant } {
  if (!status) return { label: 'unknown', variant: 'outline' };
  return { label: status.replace(/_/g, ' '), variant: VARIANTS[status] ?? 'secondary' };
}

/** Active: accepting bookings, or flagged active (an event without status counts as active). */
export const isDinnerActive = (event: { status?: string | null; is_active?: boolean | null }) =>
  !event.status || event.status === 'accepting_bookings' || event.is_active === true;
