import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { actOnSafetyCoupleBody, actOnSafetyReportBody } from '../../api/generated/zod/admin/admin';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Field, FieldError, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { filled } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

type ActionBody = z.infer<typeof actOnSafetyReportBody>;
type ActionKind = ActionBody['action'];

interface ActionChoice {
  value: ActionKind;
  label: MessageId;
}

/** A report's actions; on a couple with no report behind its case, all but dismiss (which answers a reporter). */
export const REPORT_ACTIONS: readonly ActionChoice[] = [
  { value: 'dismiss', label: 'admin.safety.act.choice.dismiss' },
  { value: 'warn', label: 'admin.safety.act.choice.warn' },
  { value: 'suspend', label: 'admin.safety.act.choice.suspend' },
  { value: 'terminate', label: 'admin.safety.act.choice.terminate' },
];
export const COUPLE_ACTIONS = REPORT_ACTIONS.filter((a) => a.value !== 'dismiss');

/** The toast once an action is taken: what the server answers (`message`, in English), in the reader's language. */
const ACTION_DONE: Record<ActionKind, MessageId> = {
  dismiss: 'admin.safety.act.done.dismiss',
  warn: 'admin.safety.act.done.warn',
  suspend: 'admin.safety.act.done.suspend',
  terminate: 'admin.safety.serviceTerminated',
};

/** The form: the generated bodies' rules (a report's and a couple's are alike), plus the date a suspension needs (the document can only say it in words). */
const actionSchema = z
  .object({ action: z.string(), reason: z.string(), until: z.string() })
  .transform((form) => ({
    action: form.action,
    reason: form.reason.trim(),
    ...(form.action === 'suspend' && form.until ? { suspended_until: new Date(`${form.until}T00:00:00Z`).toISOString() } : {}),
  }))
  .pipe(actOnSafetyReportBody.extend({ reason: filled(actOnSafetyReportBody.shape.reason) }));
const REASON_LIMIT = Math.min(actOnSafetyReportBody.shape.reason.maxLength ?? Infinity, actOnSafetyCoupleBody.shape.reason.maxLength ?? Infinity);

interface SafetyActionFormProps {
  title: string;
  intro: string;
  choices: readonly ActionChoice[];
  busy: boolean;
  /** Takes the action. */
  onAct(body: ActionBody): Promise<unknown>;
}

/** Acting on a report or a couple: an action, a reason (mailed, audited) and, to suspend, the end date. */
export function SafetyActionForm({ title, intro, choices, busy, onAct }: SafetyActionFormProps) {
  const t = useT();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm(actionSchema, {
    defaultValues: { action: '', reason: '', until: '' },
    messages: { action: t('admin.safety.act.chooseAction'), reason: { required: t('admin.safety.act.giveReason') } },
    checks: (values) => ({ until: values.action === 'suspend' && !values.until ? t('admin.safety.act.giveUntil') : undefined }),
  });
  const labels = new Map<string, string>(choices.map((choice) => [choice.value, t(choice.label)]));
  const { action, reason, until } = form.watch();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onAct(body);
      toast({ title: t(ACTION_DONE[body.action]), variant: 'success' });
      setFailure(null);
      form.reset();
    } catch (error) {
      setFailure(errorMessage(error, t('admin.safety.act.failed')));
    }
  });
  return (
    <section aria-labelledby="act-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="act-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="text-sm text-stone-600">{intro}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
        <ChoiceGroup
          legend={t('admin.safety.act.legend')}
          options={choices.map((a) => a.value)}
          labelOf={(value) => labels.get(value) ?? value}
          selected={action ? [action] : []}
          onToggle={(value) => form.setValue('action', value)}
          error={errors.action?.message}
          required
        />
        {action === 'suspend' && (
          <Field label={t('admin.safety.act.until')} htmlFor="suspended-until" error={errors.until?.message} required>
            <input
              id="suspended-until"
              type="date"
              value={until}
              onChange={(event) => form.setValue('until', event.target.value)}
              className={inputClasses(Boolean(errors.until))}
            />
          </Field>
        )}
        <Field label={t('admin.safety.reasonLabel')} htmlFor="action-reason" error={errors.reason?.message} required>
          <input
            id="action-reason"
            value={reason}
            maxLength={REASON_LIMIT}
            onChange={(event) => form.setValue('reason', event.target.value.replace(/[\r\n]+/g, ' '))}
            className={inputClasses(Boolean(errors.reason))}
            autoComplete="off"
          />
        </Field>
        <FieldError message={failure ?? undefined} />
        <Button type="submit" variant="danger" busy={busy}>
          {t('admin.safety.act.confirm')}
        </Button>
      </form>
    </section>
  );
}
