import { ReactNode, useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { reinstateCoupleBody } from '../../api/generated/zod/support/support';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';

/** Every support action's body carries the same reason (SupportReasonDto): one line, required, trimmed. */
const reasonRule = reinstateCoupleBody.shape.reason;
const reasonSchema = z.object({ reason: trimmed(filled(reasonRule)) });
const REASON_LIMIT = reasonRule.maxLength ?? undefined;

interface SupportActionDialogProps {
  open: boolean;
  title: string;
  /** What the action does, in words, before the admin confirms. */
  description: ReactNode;
  confirmLabel: string;
  /** Choices the action needs besides its reason (the fee policy, the target dinner). */
  children?: ReactNode;
  /** False while a choice is missing. */
  ready?: boolean;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Every support action asks before acting, and asks why: the reason (one line, required)
 * goes to the audit log. The server's refusal is shown in the dialog, which stays open.
 */
export function SupportActionDialog({ open, title, description, confirmLabel, children, ready = true, onConfirm, onClose }: SupportActionDialogProps) {
  const form = useServerForm(reasonSchema, { defaultValues: { reason: '' }, messages: {} });
  const reason = form.watch('reason');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = async (checked: z.output<typeof reasonSchema>) => {
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(checked.reason);
      form.reset();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The action failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} title={title}>
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <div className="text-sm text-stone-700">{description}</div>
        {children}
        <TextField
          label="Reason (for the audit log)"
          value={reason}
          onValueChange={(value) => form.setValue('reason', value.replace(/[\r\n]+/g, ' '))}
          maxLength={REASON_LIMIT}
          required
          autoComplete="off"
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="danger" busy={busy} disabled={!reason.trim() || !ready}>
            {busy ? 'Working...' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
