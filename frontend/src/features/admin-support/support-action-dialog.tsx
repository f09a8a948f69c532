import { ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { reinstateCoupleBody } from '../../api/generated/zod/support/support';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useT } from '../../i18n/use-t';

/** Every support action's body carries the same reason (SupportReasonDto): one line, required, trimmed. */
export const reasonOf = (rule: z.ZodString) => trimmed(filled(rule));
const REASON_LIMIT = reinstateCoupleBody.shape.reason.maxLength ?? undefined;

/** What every support action's form holds: the reason, and the choices of the action (the fee policy, the target dinner). */
type SupportActionValues = FieldValues & { reason: string };

interface SupportActionDialogProps<Values extends SupportActionValues, Body> {
  open: boolean;
  title: string;
  /** What the action does, in words, before the admin confirms. */
  description: ReactNode;
  confirmLabel: string;
  /** The action's form (useServerForm over its generated body): the dialog binds the reason, the children the choices. */
  form: UseFormReturn<Values, unknown, Body>;
  /** Choices the action needs besides its reason. */
  children?: ReactNode;
  /** False while a choice is missing. */
  ready?: boolean;
  onConfirm(body: Body): Promise<unknown>;
  onClose(): void;
}

/**
 * Every support action asks before acting, and asks why: the reason (one line, required)
 * goes to the audit log. The server's refusal is shown in the dialog, which stays open.
 */
export function SupportActionDialog<Values extends SupportActionValues, Body>({
  open,
  title,
  description,
  confirmLabel,
  form,
  children,
  ready = true,
  onConfirm,
  onClose,
}: SupportActionDialogProps<Values, Body>) {
  const t = useT();
  const reasonField = 'reason' as Path<Values>;
  const reason: string = form.watch(reasonField);
  const busy = form.formState.isSubmitting;
  const failure = form.formState.errors.root?.server?.message;
  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };
  const submit = async (body: Body) => {
    if (!ready) return;
    try {
      await onConfirm(body);
      form.reset();
      onClose();
    } catch (error) {
      form.setError('root.server', { message: errorMessage(error, t('admin.support.action.failed')) });
    }
  };
  return (
    <Dialog open={open} onClose={close} title={title}>
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <div className="text-sm text-stone-700">{description}</div>
        {children}
        <TextField
          label={t('admin.support.action.reason')}
          value={reason}
          onValueChange={(value) => form.setValue(reasonField, value.replace(/[\r\n]+/g, ' ') as PathValue<Values, Path<Values>>)}
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
            {t('admin.support.action.back')}
          </Button>
          <Button type="submit" variant="danger" busy={busy} disabled={!reason.trim() || !ready}>
            {busy ? t('ui.working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
