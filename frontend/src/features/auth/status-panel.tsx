import { ReactNode } from 'react';

type Tone = 'busy' | 'success' | 'error' | 'info';

/** The icons' symbols: a tick, an exclamation mark, an envelope. */
const MARKS = { success: '✓', error: '!', info: '✉' } as const;

const ICONS: Record<Tone, ReactNode> = {
  busy: <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />,
  success: <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700">{MARKS.success}</span>,
  error: <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-700">{MARKS.error}</span>,
  info: <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-700">{MARKS.info}</span>,
};

// Only the outcome of a link is announced; the inbox hint is ordinary content.
const ROLES: Record<Tone, string | undefined> = { busy: 'status', success: 'status', error: 'alert', info: undefined };

/** The icon, heading, text and actions of a link-driven page (verification, magic link). */
export function StatusPanel({ tone, title, children, actions }: { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center" role={ROLES[tone]}>
      <div aria-hidden="true">{ICONS[tone]}</div>
      <h1 className="mt-4 text-2xl font-bold text-brand-800">{title}</h1>
      {children && <div className="mt-2 text-sm text-stone-600">{children}</div>}
      {actions && <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>}
    </div>
  );
}
