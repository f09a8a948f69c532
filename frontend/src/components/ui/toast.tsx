import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useUiWords } from './ui-words';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; the spec's default is 5000. */
  duration?: number;
  /** A button inside the toast, e.g. 'Login to Your Account'. */
  action?: { label: string; onClick(): void };
}

interface ToastState extends ToastOptions {
  id: number;
}

interface ToastContextValue {
  toast(options: ToastOptions): void;
  dismiss(): void;
}

export const DEFAULT_TOAST_DURATION = 5000;

const ToastContext = createContext<ToastContextValue | null>(null);

/** One toast at a time: a new toast replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => setCurrent({ ...options, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent((shown) => (shown?.id === current.id ? null : shown)), current.duration ?? DEFAULT_TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex justify-center px-4 sm:top-6 sm:justify-end sm:px-6">
        {current && <ToastCard key={current.id} toast={current} onClose={dismiss} />}
      </div>
    </ToastContext.Provider>
  );
}

const VARIANT_CLASSES: Record<NonNullable<ToastOptions['variant']>, string> = {
  default: 'border-stone-200 bg-white text-ink',
  success: 'border-emerald-200 bg-white text-ink',
  destructive: 'border-red-700 bg-red-700 text-white',
};

function ToastCard({ toast, onClose }: { toast: ToastState; onClose: () => void }) {
  const words = useUiWords();
  return (
    <div
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 pr-10 shadow-lg relative ${VARIANT_CLASSES[toast.variant ?? 'default']}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onClose();
          }}
          className="mt-3 rounded-full border border-current px-3 py-1 text-sm font-semibold"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={words['ui.closeNotification']}
        className="absolute right-2 top-2 rounded-md p-1 text-lg leading-none opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
