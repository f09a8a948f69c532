import { ReactNode } from 'react';
import { Button } from './button';
import { useUiWords } from './ui-words';

/** While a list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-stone-600">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A list with nothing in it, and what to do about it. */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="mt-2 text-sm text-stone-600">{children}</div>}
    </div>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {useUiWords()['ui.retry']}
      </Button>
    </div>
  );
}
