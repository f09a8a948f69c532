import { ReactNode, useEffect, useId, useRef } from 'react';
import { useUiWords } from './ui-words';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** wide: forms with many fields (admin editors). Either size scrolls inside the viewport, so its buttons stay reachable. */
  size?: 'default' | 'wide';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the panel while the dialog is open. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusables.length === 0) return event.preventDefault();
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: focuses itself on open, keeps keyboard focus inside, closes on Escape or a
 * click on the backdrop, and gives focus back to where it was.
 */
export function Dialog({ open, onClose, title, children, size = 'default' }: DialogProps) {
  const titleId = useId();
  const words = useUiWords();
  const panel = useRef<HTMLDivElement>(null);
  // Held in a ref so a parent re-render (new onClose) does not re-run the focus effect.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      else if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus?.();
    };
  }, [open]);
  if (!open) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-4 sm:items-center"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-3xl bg-white p-6 shadow-xl focus:outline-none sm:p-8 ${size === 'wide' ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={words['ui.close']}
          className="absolute right-3 top-3 rounded-full p-2 text-xl leading-none text-stone-500 hover:bg-stone-100"
        >
          ×
        </button>
        <h2 id={titleId} className="text-2xl font-bold text-brand-800">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
