import type { AdminSessionDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { useLocale, useT } from '../../i18n/use-t';

/** Sessions as a list: browser, address, started, last seen, and an End button (not for this browser's own). */
export function SessionsList({ sessions, onEnd, ending }: { sessions: AdminSessionDto[]; onEnd(id: string): void; ending?: string }) {
  const t = useT();
  const locale = useLocale();
  const when = (value: string) => new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (sessions.length === 0) return <p className="text-sm text-stone-600">{t('admin.sessions.none')}</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white" aria-label={t('admin.sessions.label')}>
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-ink">
              {session.user_agent ?? t('admin.sessions.unknownBrowser')}
              {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{t('admin.sessions.thisBrowser')}</span>}
            </p>
            <p className="text-stone-600">
              {t('admin.sessions.line', {
                address: session.ip ?? t('admin.sessions.unknownAddress'),
                signedIn: when(session.created_at),
                lastSeen: when(session.last_seen_at),
              })}
            </p>
          </div>
          {!session.current && (
            <Button variant="secondary" onClick={() => onEnd(session.id)} busy={ending === session.id}>
              {t('admin.sessions.end')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
