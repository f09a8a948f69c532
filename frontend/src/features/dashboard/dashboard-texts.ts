import type { CurrentUserDto } from '../../api/generated/model';
/** Dashboard texts from the couple-side spec (sections 7 and 8). */
export const DASHBOARD_TEXTS = {
  cancelled: 'Booking Cancelled',
  cancelledLate: 'Booking cancelled (late cancellation penalty applied)',
  cancellationFailed: 'Cancellation Failed',
  reviewSubmitted: 'Review submitted',
  reviewFailed: 'Review submission failed',
  reviewFailedFallback: 'Failed to submit review',
  invitationSent: 'Invitation sent!',
  invitationFailed: 'Invitation failed',
  invitationFailedFallback: 'Failed to send invitation',
  emailRequired: 'Email required',
  emailRequiredDescription: "Please enter your partner's email address.",
  invalidEmail: 'Invalid email',
  invalidEmailDescription: 'Please enter a valid email address.',
  verificationSent: 'Verification email sent',
  resendFailed: 'Failed to Resend',
  resendFailedFallback: 'Failed to resend verification email',
  nextDinner: 'Next Dinner Event',
  viewOnMap: 'View on Map',
  /** Issue 22: the table's conversation starters, once revealed. */
  icebreakers: 'Something to talk about',
  writeReview: 'Write Review',
  leaveReview: 'Leave Review',
} as const;

/** Query freshness the spec gives: bookings 10 minutes, slots 5, profile and partner 15 (kept 30). */
export const STALE = {
  bookings: 10 * 60_000,
  slots: 5 * 60_000,
  profile: { staleTime: 15 * 60_000, gcTime: 30 * 60_000 },
} as const;

/** Why the service ended, as the server says: the spec's late-cancellation rule, or our team's decision after a safety report (with its reason). */
export function terminationNotice(user: Pick<CurrentUserDto, 'termination_cause' | 'termination_reason'>): string {
  if (user.termination_cause === 'safety_decision') {
    return `Your service has been terminated by our team after a recent dinner. Reason: ${user.termination_reason ?? ''} Please contact support.`;
  }
  return 'Your service has been terminated after two consecutive late cancellations. Please contact support.';
}
