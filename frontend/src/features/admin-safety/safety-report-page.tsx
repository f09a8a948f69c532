import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import {
  getGetSafetyQueueQueryKey,
  getGetSafetyReportQueryKey,
  useActOnSafetyReport,
  useAddSafetyNote,
  useGetSafetyReport,
} from '../../api/generated/admin/admin';
import { addSafetyNoteBody } from '../../api/generated/zod/admin/admin';
import { Button } from '../../components/ui/button';
import { Field, FieldError, inputClasses } from '../../components/ui/field';
import { ListLoading } from '../../components/ui/list-states';
import { formatShortDateTime } from '../../lib/dinner-format';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { paths } from '../../lib/paths';
import { invalidating } from '../../lib/query-client';
import { reportCategoryLabel } from '../../lib/safety-texts';
import { useLocale, useT } from '../../i18n/use-t';
import { CoupleFilePanel } from './couple-file-panel';
import { ReportStatusBadge } from './report-status-badge';
import { ActionLine } from './safety-action-line';
import { REPORT_ACTIONS, SafetyActionForm } from './safety-action-form';

/** /admin/safety/reports/:reportId: a report with its dinner, both couples' history, notes, actions and any appeal. */
export default function SafetyReportPage() {
  const t = useT();
  const locale = useLocale();
  const { reportId = '' } = useParams();
  const report = useGetSafetyReport(reportId);
  if (report.isLoading) return <ListLoading label={t('admin.safety.report.loading')} />;
  if (!report.data) return <p className="rounded-3xl bg-white p-8 text-stone-600">{errorMessage(report.error, t('admin.safety.report.notFound'))}</p>;
  const r = report.data;
  const tz = r.dinner.time_zone;
  const byline = {
    reporter: r.reporter.names,
    when: formatShortDateTime(r.created_at, tz, locale),
    city: r.dinner.city,
    dinnerWhen: formatShortDateTime(r.dinner.event_date, tz, locale),
  };
  const shown = [getGetSafetyReportQueryKey(r.id), getGetSafetyQueueQueryKey()];
  return (
    <div className="space-y-6">
      <Link to={{ pathname: paths.adminDashboard, hash: 'safety' }} className="text-sm font-semibold text-brand-700 underline">
        {t('admin.safety.backToQueue')}
      </Link>
      <section className="rounded-3xl bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-ink">
            {t('admin.safety.reportTitle', { category: t(reportCategoryLabel(r.category)), names: r.reported.names })}
          </h1>
          <div className="flex items-center gap-2">
            {r.overdue && <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">{t('admin.safety.overdue')}</span>}
            <ReportStatusBadge status={r.status} />
          </div>
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {r.dinner.restaurant_name
            ? t('admin.safety.report.bylineAt', { ...byline, restaurant: r.dinner.restaurant_name })
            : t('admin.safety.report.byline', byline)}
        </p>
        <blockquote className="mt-4 whitespace-pre-line rounded-xl bg-stone-50 p-4 text-stone-800">{r.description}</blockquote>
      </section>

      {r.actions.length > 0 && (
        <section aria-labelledby="actions-title" className="rounded-3xl bg-white p-6 shadow-sm">
          <h2 id="actions-title" className="text-lg font-semibold text-ink">
            {t('admin.safety.report.actionsTitle')}
          </h2>
          <ul className="mt-3 space-y-3">
            {r.actions.map((action) => (
              <ActionLine key={action.id} action={action} timeZone={tz} />
            ))}
          </ul>
        </section>
      )}

      <ReportActionForm reportId={r.id} />

      <div className="grid gap-6 lg:grid-cols-2">
        <CoupleFilePanel title={t('admin.safety.report.reported')} file={r.reported_file} timeZone={tz} invalidates={shown} />
        <CoupleFilePanel title={t('admin.safety.report.reporter')} file={r.reporter_file} timeZone={tz} invalidates={shown} />
      </div>

      <Notes reportId={r.id} notes={r.notes} timeZone={tz} />
    </div>
  );
}

function ReportActionForm({ reportId }: { reportId: string }) {
  const t = useT();
  const act = useActOnSafetyReport(invalidating([getGetSafetyReportQueryKey(reportId), getGetSafetyQueueQueryKey()]));
  return (
    <SafetyActionForm
      title={t('admin.safety.report.actTitle')}
      intro={t('admin.safety.report.actIntro')}
      choices={REPORT_ACTIONS}
      busy={act.isPending}
      onAct={(data) => act.mutateAsync({ id: reportId, data })}
    />
  );
}

const noteSchema = addSafetyNoteBody.extend({ text: trimmed(filled(addSafetyNoteBody.shape.text)) });
const NOTE_LIMIT = addSafetyNoteBody.shape.text.maxLength ?? undefined;

function Notes({ reportId, notes, timeZone }: { reportId: string; notes: { id: string; text: string; created_at: string }[]; timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm(noteSchema, { defaultValues: { text: '' }, messages: { text: { required: t('admin.safety.notes.required') } } });
  const text = form.watch('text');
  const add = useAddSafetyNote(invalidating([getGetSafetyReportQueryKey(reportId)]));
  const submit = form.handleSubmit((body) =>
    add.mutate(
      { id: reportId, data: body },
      {
        onSuccess: () => {
          form.reset();
          setFailure(null);
        },
        onError: (error) => setFailure(errorMessage(error, t('admin.safety.notes.failed'))),
      },
    ),
  );
  return (
    <section aria-labelledby="notes-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="notes-title" className="text-lg font-semibold text-ink">
        {t('admin.safety.notes.title')}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {notes.map((note) => (
          <li key={note.id} className="rounded-xl bg-stone-50 p-3">
            <p className="text-xs text-stone-500">{formatShortDateTime(note.created_at, timeZone, locale)}</p>
            <p className="whitespace-pre-line text-stone-800">{note.text}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
        <Field label={t('admin.safety.notes.label')} htmlFor="safety-note" error={form.formState.errors.text?.message}>
          <textarea
            id="safety-note"
            value={text}
            onChange={(event) => form.setValue('text', event.target.value)}
            maxLength={NOTE_LIMIT}
            rows={3}
            className={inputClasses(Boolean(form.formState.errors.text))}
          />
        </Field>
        <FieldError message={failure ?? undefined} />
        <Button type="submit" variant="secondary" busy={add.isPending}>
          {t('admin.safety.notes.add')}
        </Button>
      </form>
    </section>
  );
}
