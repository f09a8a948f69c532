import type { AdminSessionDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';

const when = (value: string) => new Date(value).toLocaleString('en-IE', { dateStyle: 'medium', timeStyle: 'short' });

/** Sessions as a list: browser, address, started, last seen, and an End button (not for this browser's own). */
export function SessionsList({ sessions, onEnd, ending }: { sessions: AdminSessionDto[]; onEnd(id: string): void; ending?: string }) {
  if (sessions.length === 0) return <p className="text-sm text-stone-600">No active sessions.</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white" aria-label="Sessions">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-ink">
              {session.user_agent ?? 'Unknown browser'}
              {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">This browser</span>}
            </p>
            <p className="text-stone-600">
              {session.ip ?? 'Unknown address'} · signed in {when(session.created_at)} · last seen {when(session.last_seen_at)}
            </p>
          </div>
          {!session.current && (
            <Button variant="secondary" onClick={() => onEnd(session.id)} busy={ending === session.id}>
              End session
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
