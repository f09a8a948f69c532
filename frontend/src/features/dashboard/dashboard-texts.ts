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
