import type { CurrentUserDto } from '../../api/generated/model';
import type { Translate } from '../../i18n/use-t';
/** Texts of the dashboard's partner invitation, from the couple-side spec (sections 7 and 8); the rest are in the catalogue (i18n/messages). */
export const DASHBOARD_TEXTS = {
  invitationSent: 'Invitation sent!',
  invitationFailed: 'Invitation failed',
  invitationFailedFallback: 'Failed to send invitation',
  emailRequired: 'Email required',
  emailRequiredDescription: "Please enter your partner's email address.",
  invalidEmail: 'Invalid email',
  invalidEmailDescription: 'Please enter a valid email address.',
} as const;

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
