import type { AppLocale } from '../../i18n/languages';
import type { Translate } from '../../i18n/use-t';

/** 'Mon 1 Dec, 18:00:05' in the admin's own time zone ('lun. 1 déc., 18:00:05' in French). */
export function formatRunTime(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(iso),
  );
}

/** '850 ms', '12.4 s', '3 min 5 s'. */
export function formatDuration(t: Translate, ms: number): string {
  if (ms < 1000) return t('admin.jobs.duration.ms', { ms });
  if (ms < 60_000) return t('admin.jobs.duration.seconds', { seconds: ms / 1000 });
  const seconds = Math.round(ms / 1000);
  return t('admin.jobs.duration.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}
