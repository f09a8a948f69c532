import type { ConfirmationRequestedDto } from '../../api/generated/model';
import { fill } from './landing-words';

/**
 * What a public form says once its request is taken: the mailed link confirms it (double opt-in).
 * `message` names the address as `{email}` and the link's life as `{days}`; `values` fill its others.
 */
export function confirmationHint(message: string, { email, confirmWithinDays }: ConfirmationRequestedDto, values: Record<string, string> = {}): string {
  return fill(message, { ...values, email, days: confirmWithinDays });
}
