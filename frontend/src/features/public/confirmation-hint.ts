import type { ConfirmationRequestedDto } from '../../api/generated/model';

/** What a public form says once its request is taken: the mailed link confirms it (double opt-in). */
export function confirmationHint({ email, confirmWithinDays }: ConfirmationRequestedDto, what: string): string {
  return `Open the link we sent to ${email} within ${confirmWithinDays} days to confirm ${what}.`;
}
