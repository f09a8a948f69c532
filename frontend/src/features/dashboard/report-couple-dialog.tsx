import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getGetDinnerReportsQueryKey, useGetDinnerReports, useReportCouple } from '../../api/generated/safety/safety';
import { reportCoupleBody } from '../../api/generated/zod/safety/safety';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Dialog } from '../../components/ui/dialog';
import { Field, FieldError, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useServerForm } from '../../lib/forms/use-server-form';
import { trimmed } from '../../lib/forms/schema-helpers';
import { invalidating } from '../../lib/query-client';
import { REPORT_CATEGORY_OPTIONS } from '../../lib/safety-texts';

const reportSchema = reportCoupleBody.extend({ description: trimmed(reportCoupleBody.shape.description.min(1)) });
const DESCRIPTION_LIMIT = reportCoupleBody.shape.description.maxLength ?? undefined;
const labelOf = (value: string) => REPORT_CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value;
const valueOf = (label: string) => REPORT_CATEGORY_OPTIONS.find((o) => o.label === label)?.value ?? '';

interface ReportCoupleDialogProps {
  dinnerId: string;
  onClose(): void;
}

/**
 * "Report a couple", after a dinner: a couple of the table, what kind of problem and what
 * happened. Only our team reads it; the other couple never learns who reported them.
 */
export function ReportCoupleDialog({ dinnerId, onClose }: ReportCoupleDialogProps) {
  const { toast } = useToast();
  const table = useGetDinnerReports(dinnerId);
  const report = useReportCouple(invalidating([getGetDinnerReportsQueryKey(dinnerId)]));
  const form = useServerForm(reportSchema, {
    defaultValues: { user_id: '', category: undefined, description: '' },
    messages: { user_id: 'Please choose a couple.', category: 'Please choose what happened.', description: { required: 'Please tell us what happened.' } },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const values = form.watch();
  const errors = form.formState.errors;
  const reportable = (table.data?.tablemates ?? []).filter((t) => !t.reported);
  const alreadyReported = (table.data?.tablemates ?? []).filter((t) => t.reported);

  const submit = form.handleSubmit((body) =>
    report.mutate(
      { dinnerId, data: body },
      {
        onSuccess: (result) => {
          toast({ title: 'Report sent', description: result.message, variant: 'success' });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, 'Your report could not be sent. Please try again.')),
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} title="Report a couple">
      {table.data && !table.data.open ? (
        <p className="text-sm text-stone-700">You can report a couple of your table once the dinner has started.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-stone-700">
            Only our team reads your report: the couple is never told who reported them, and you will not be seated with them again.
          </p>
          {alreadyReported.length > 0 && <p className="text-sm text-stone-600">Already reported: {alreadyReported.map((t) => t.coupleNames).join(', ')}</p>}
          {reportable.length === 0 ? (
            <p className="text-sm text-stone-700">{table.isLoading ? 'Loading your table…' : 'There is no other couple of your table left to report.'}</p>
          ) : (
            <>
              <ChoiceGroup
                legend="Which couple?"
                options={reportable.map((t) => t.coupleNames)}
                selected={reportable.filter((t) => t.user_id === values.user_id).map((t) => t.coupleNames)}
                onToggle={(names) => form.setValue('user_id', reportable.find((t) => t.coupleNames === names)?.user_id ?? '')}
                error={errors.user_id?.message}
                required
              />
              <ChoiceGroup
                legend="What happened?"
                options={REPORT_CATEGORY_OPTIONS.map((o) => o.label)}
                selected={values.category ? [labelOf(values.category)] : []}
                onToggle={(label) => form.setValue('category', valueOf(label) as NonNullable<typeof values.category>)}
                error={errors.category?.message}
                required
              />
              <Field label="Tell us more" htmlFor="report-description" error={errors.description?.message} required>
                <textarea
                  id="report-description"
                  value={values.description}
                  onChange={(event) => form.setValue('description', event.target.value)}
                  maxLength={DESCRIPTION_LIMIT}
                  rows={4}
                  className={inputClasses(Boolean(errors.description))}
                />
              </Field>
              <FieldError message={failure ?? undefined} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" variant="danger" busy={report.isPending}>
                  Send report
                </Button>
              </div>
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}
