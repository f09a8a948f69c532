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
import { REPORT_CATEGORY_OPTIONS, reportCategoryLabel, type ReportCategoryValue } from '../../lib/safety-texts';
import { useT } from '../../i18n/use-t';

const reportSchema = reportCoupleBody.extend({ description: trimmed(reportCoupleBody.shape.description.min(1)) });
const DESCRIPTION_LIMIT = reportCoupleBody.shape.description.maxLength ?? undefined;

interface ReportCoupleDialogProps {
  dinnerId: string;
  onClose(): void;
}

/**
 * "Report a couple", after a dinner: a couple of the table, what kind of problem and what
 * happened. Only our team reads it; the other couple never learns who reported them.
 */
export function ReportCoupleDialog({ dinnerId, onClose }: ReportCoupleDialogProps) {
  const t = useT();
  const { toast } = useToast();
  const table = useGetDinnerReports(dinnerId);
  const report = useReportCouple(invalidating([getGetDinnerReportsQueryKey(dinnerId)]));
  const form = useServerForm(reportSchema, {
    defaultValues: { user_id: '', category: undefined, description: '' },
    messages: {
      user_id: t('dashboard.report.chooseCouple'),
      category: t('dashboard.report.chooseWhat'),
      description: { required: t('dashboard.report.tellUs') },
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const values = form.watch();
  const errors = form.formState.errors;
  const reportable = (table.data?.tablemates ?? []).filter((mate) => !mate.reported);
  const alreadyReported = (table.data?.tablemates ?? []).filter((mate) => mate.reported);

  const submit = form.handleSubmit((body) =>
    report.mutate(
      { dinnerId, data: body },
      {
        onSuccess: (result) => {
          toast({ title: t('dashboard.report.sent'), description: result.message, variant: 'success' });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t('dashboard.report.notSent'))),
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} title={t('dashboard.report.title')}>
      {table.data && !table.data.open ? (
        <p className="text-sm text-stone-700">{t('dashboard.report.notYet')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-stone-700">{t('dashboard.report.onlyTeam')}</p>
          {alreadyReported.length > 0 && (
            <p className="text-sm text-stone-600">
              {t('dashboard.report.alreadyReported', { names: alreadyReported.map((mate) => mate.coupleNames).join(', ') })}
            </p>
          )}
          {reportable.length === 0 ? (
            <p className="text-sm text-stone-700">{table.isLoading ? t('dashboard.report.loading') : t('dashboard.report.noneLeft')}</p>
          ) : (
            <>
              <ChoiceGroup
                legend={t('dashboard.report.whichCouple')}
                options={reportable.map((mate) => mate.coupleNames)}
                selected={reportable.filter((mate) => mate.user_id === values.user_id).map((mate) => mate.coupleNames)}
                onToggle={(names) => form.setValue('user_id', reportable.find((mate) => mate.coupleNames === names)?.user_id ?? '')}
                error={errors.user_id?.message}
                required
              />
              <ChoiceGroup
                legend={t('dashboard.report.whatHappened')}
                options={REPORT_CATEGORY_OPTIONS.map((o) => o.value)}
                labelOf={(value) => t(reportCategoryLabel(value as ReportCategoryValue))}
                selected={values.category ? [values.category] : []}
                onToggle={(value) => form.setValue('category', value as NonNullable<typeof values.category>)}
                error={errors.category?.message}
                required
              />
              <Field label={t('dashboard.report.tellMore')} htmlFor="report-description" error={errors.description?.message} required>
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
                  {t('dashboard.report.cancel')}
                </Button>
                <Button type="submit" variant="danger" busy={report.isPending}>
                  {t('dashboard.report.send')}
                </Button>
              </div>
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}
