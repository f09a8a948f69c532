import type { Translate } from '../../i18n/use-t';

/** "Starts in 2 days 3 h", "Starts in 5 h 20 min", "Starts in 12 min". */
export function timeLeft(t: Translate, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return t('admin.needsYou.startsInDays', { days, hours });
  if (hours > 0) return t('admin.needsYou.startsInHours', { hours, minutes: rest });
  return t('admin.needsYou.startsInMinutes', { minutes: Math.max(rest, 0) });
}
