import type { CurrentUserDto } from '../../api/generated/model';
import type { Translate } from '../../i18n/use-t';
/** Query freshness the spec gives: bookings 10 minutes, slots 5, profile and partner 15 (kept 30). */
export const STALE = {
  bookings: 10 * 60_000,
  slots: 5 * 60_000,
  profile: { staleTime: 15 * 60_000, gcTime: 30 * 60_000 },
} as const;

/** Why the service ended, as the server says: the spec's late-cancellation rule, or our team's decision after a safety report (with its reason). */
export function terminationNotice(user: Pick<CurrentUserDto, 'termination_cause' | 'termination_reason'>, t: Translate): string {
  if (user.termination_cause === 'safety_decision') return t('dashboard.terminated.safety', { reason: user.termination_reason ?? '' });
  return t('dashboard.terminated.lateCancellations');
}
