import type { MessageId } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/use-t';

const FREQUENCIES: Record<string, MessageId> = {
  weekly: 'admin.frequency.weekly',
  monthly: 'admin.frequency.monthly',
  quarterly: 'admin.frequency.quarterly',
  'one-time': 'admin.frequency.one-time',
};

/** How often a dinner repeats, as the reader says it (the server's value when unknown). */
export const frequencyLabel = (t: Translate, frequency: string): string => (FREQUENCIES[frequency] ? t(FREQUENCIES[frequency]) : frequency);
