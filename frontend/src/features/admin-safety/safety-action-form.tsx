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

/** A report's actions; on a couple with no report behind its case, all but dismiss (which answers a reporter). */
export const REPORT_ACTIONS = [
  { value: 'dismiss', label: 'Dismiss (the reporter is told)' },
  { value: 'warn', label: 'Warn the couple' },
  { value: 'suspend', label: 'Suspend until a date' },
  { value: 'terminate', label: 'Terminate the service' },
] as const;
export const COUPLE_ACTIONS = REPORT_ACTIONS.filter((a) => a.value !== 'dismiss');

type ActionBody = z.infer<typeof actOnSafetyReportBody>;

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
  choices: readonly { value: string; label: string }[];
  busy: boolean;
  /** Takes the action; answers the server's message. */
  onAct(body: ActionBody): Promise<{ message: string }>;
}

/** Acting on a report or a couple: an action, a reason (mailed, audited) and, to suspend, the end date. */
export function SafetyActionForm({ title, intro, choices, busy, onAct }: SafetyActionFormProps) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm(actionSchema, {
    defaultValues: { action: '', reason: '', until: '' },
    messages: { action: 'Please choose an action.', reason: { required: 'Please give a reason.' } },
    checks: (values) => ({ until: values.action === 'suspend' && !values.until ? 'Please give the date the suspension ends.' : undefined }),
  });
  const { action, reason, until } = form.watch();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await onAct(body);
      toast({ title: result.message, variant: 'success' });
      setFailure(null);
      form.reset();
    } catch (error) {
      setFailure(errorMessage(error, 'The action failed. Please try again.'));
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
          legend="Action"
          options={choices.map((a) => a.label)}
          selected={choices.filter((a) => a.value === action).map((a) => a.label)}
          onToggle={(label) => form.setValue('action', choices.find((a) => a.label === label)?.value ?? '')}
          error={errors.action?.message}
          required
        />
        {action === 'suspend' && (
          <Field label="Suspended until" htmlFor="suspended-until" error={errors.until?.message} required>
            <input
              id="suspended-until"
              type="date"
              value={until}
              onChange={(event) => form.setValue('until', event.target.value)}
              className={inputClasses(Boolean(errors.until))}
            />
          </Field>
        )}
        <Field label="Reason (mailed to the couple, kept in the audit log)" htmlFor="action-reason" error={errors.reason?.message} required>
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
          Confirm action
        </Button>
      </form>
    </section>
  );
}
