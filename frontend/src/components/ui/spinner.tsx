import { useUiWords } from './ui-words';

/** A page or panel on its way; its label is read to screen readers (shown with `showLabel`), "Loading..." in the page's words by default. */
export function Spinner({ label, showLabel = false }: { label?: string; showLabel?: boolean }) {
  const words = useUiWords();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className={showLabel ? 'text-stone-700' : 'sr-only'}>{label ?? words['ui.loading']}</span>
    </div>
  );
}
