import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getGetSuspensionQueryKey, useAppealSuspension, useGetSuspension } from '../../api/generated/safety/safety';
import { appealSuspensionBody } from '../../api/generated/zod/safety/safety';
import { Button } from '../../components/ui/button';
import { Field, FieldError, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import { formatSuspensionEnd } from '../../lib/safety-texts';
import { useLocale, useRichT, useT } from '../../i18n/use-t';

const appealSchema = appealSuspensionBody.extend({ text: trimmed(appealSuspensionBody.shape.text.min(1)) });
const APPEAL_LIMIT = appealSuspensionBody.shape.text.maxLength ?? undefined;

/**
 * A suspended couple's banner: why, and until when it cannot book; and its one answer to
 * the suspension, after which the form gives way to what was sent.
 */
export function SuspensionNotice({ until, reason }: { until: string; reason: string }) {
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  const suspension = useGetSuspension();
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{t('dashboard.suspension.until', { until: formatSuspensionEnd(until, locale) })}</p>
      <p>{t('dashboard.suspension.reason', { reason })}</p>
      {suspension.data?.appeal && (
        <p className="rounded-xl bg-white/70 p-3 text-stone-800">
          {rich('dashboard.suspension.yourAnswer', { answer: suspension.data.appeal.text, quote: (text) => <span className="italic">{text}</span> })}
        </p>
      )}
      {suspension.data?.may_appeal && <AppealForm />}
    </div>
  );
}

function AppealForm() {
  const t = useT();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const appeal = useAppealSuspension(invalidating([getGetSuspensionQueryKey()]));
  const form = useServerForm(appealSchema, { defaultValues: { text: '' }, messages: { text: { required: t('dashboard.suspension.writeAnswer') } } });
  const text = form.watch('text');
  const submit = form.handleSubmit((body) =>
    appeal.mutate(
      { data: body },
      {
        onSuccess: (result) => toast({ title: t('dashboard.suspension.answerSent'), description: result.message, variant: 'success' }),
        onError: (error) => setFailure(errorMessage(error, t('dashboard.suspension.notSent'))),
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2 rounded-xl bg-white/70 p-3 text-stone-800">
      <Field
        label={t('dashboard.suspension.answerLabel')}
        htmlFor="suspension-appeal"
        hint={t('dashboard.suspension.answerHint')}
        error={form.formState.errors.text?.message}
      >
        <textarea
          id="suspension-appeal"
          value={text}
          onChange={(event) => form.setValue('text', event.target.value)}
          maxLength={APPEAL_LIMIT}
          rows={3}
          className={inputClasses(Boolean(form.formState.errors.text))}
        />
      </Field>
      <FieldError message={failure ?? undefined} />
      <Button type="submit" variant="secondary" busy={appeal.isPending}>
        {t('dashboard.suspension.send')}
      </Button>
    </form>
  );
}
