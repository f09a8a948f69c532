import { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useUiWords } from './ui-words';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that backs out; 'Cancel' unless the action itself is a cancellation. */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a destructive action. */
export function ConfirmDialog({ open, title, children, confirmLabel, dismissLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const words = useUiWords();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="text-stone-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {dismissLabel ?? words['ui.cancel']}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {busy ? words['ui.working'] : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
