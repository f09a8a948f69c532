import { useState } from 'react';
import { z } from 'zod';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import {
  getGetSafetyQueueQueryKey,
  getGetSafetyReportQueryKey,
  useActOnSafetyReport,
  useAddSafetyNote,
  useGetSafetyReport,
} from '../../api/generated/admin/admin';
import type { SafetyActionDto, SafetyCoupleFileDto } from '../../api/generated/model';
import { actOnSafetyReportBody, addSafetyNoteBody } from '../../api/generated/zod/admin/admin';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Field, FieldError, inputClasses } from '../../components/ui/field';
import { ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { formatShortDateTime } from '../../lib/dinner-format';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { paths } from '../../lib/paths';
import { invalidating } from '../../lib/query-client';
import { formatSuspensionEnd, REPORT_CATEGORY_OPTIONS } from '../../lib/safety-texts';
import { ReportStatusBadge } from './report-status-badge';

const ACTIONS = [
  { value: 'dismiss', label: 'Dismiss (the reporter is told)' },
  { value: 'warn', label: 'Warn the couple' },
  { value: 'suspend', label: 'Suspend until a date' },
  { value: 'terminate', label: 'Terminate the service' },
] as const;
const ACTION_NAMES: Record<string, string> = { dismiss: 'Dismissed', warn: 'Warned', suspend: 'Suspended', terminate: 'Terminated' };
const categoryLabel = (value: string) => REPORT_CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value;

/** /admin/safety/reports/:reportId: a report with its dinner, both couples' history, notes, actions and any appeal. */
export default function SafetyReportPage() {
  const { reportId = '' } = useParams();
  const report = useGetSafetyReport(reportId);
  if (report.isLoading) return <ListLoading label="Loading the report…" />;
  if (!report.data) return <p className="rounded-3xl bg-white p-8 text-stone-600">{errorMessage(report.error, 'Report not found')}</p>;
  const r = report.data;
  const tz = r.dinner.time_zone;
  return (
    <div className="space-y-6">
      <Link to={{ pathname: paths.adminDashboard, hash: 'safety' }} className="text-sm font-semibold text-brand-700 underline">
        ← Safety queue
      </Link>
      <section className="rounded-3xl bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-ink">
            {r.category_label}: {r.reported.names}
          </h1>
          <div className="flex items-center gap-2">
            {r.overdue && <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Over 24 h</span>}
            <ReportStatusBadge status={r.status} />
          </div>
        </div>
        <p className="mt-1 text-sm text-stone-600">
          Reported by {r.reporter.names} on {formatShortDateTime(r.created_at, tz)} · dinner in {r.dinner.city}, {formatShortDateTime(r.dinner.event_date, tz)}
          {r.dinner.restaurant_name ? ` at ${r.dinner.restaurant_name}` : ''}
        </p>
        <blockquote className="mt-4 whitespace-pre-line rounded-xl bg-stone-50 p-4 text-stone-800">{r.description}</blockquote>
      </section>

      {r.actions.length > 0 && (
        <section aria-labelledby="actions-title" className="rounded-3xl bg-white p-6 shadow-sm">
          <h2 id="actions-title" className="text-lg font-semibold text-ink">
            Actions taken
          </h2>
          <ul className="mt-3 space-y-3">
            {r.actions.map((action) => (
              <ActionLine key={action.id} action={action} timeZone={tz} />
            ))}
          </ul>
        </section>
      )}

      <ActionForm reportId={r.id} />

      <div className="grid gap-6 lg:grid-cols-2">
        <CoupleFile title="Reported couple" file={r.reported_file} timeZone={tz} />
        <CoupleFile title="Reporting couple" file={r.reporter_file} timeZone={tz} />
      </div>

      <Notes reportId={r.id} notes={r.notes} timeZone={tz} />
    </div>
  );
}

function ActionLine({ action, timeZone }: { action: SafetyActionDto; timeZone: string }) {
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm">
      <p className="font-semibold text-ink">
        {ACTION_NAMES[action.action] ?? action.action}
        {action.suspended_until ? ` until ${formatSuspensionEnd(action.suspended_until)}` : ''} · {formatShortDateTime(action.created_at, timeZone)}
      </p>
      <p className="text-stone-700">Reason: {action.reason}</p>
      {action.appeal && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900">
          <p className="font-semibold">Appeal, {formatShortDateTime(action.appeal.created_at, timeZone)}</p>
          <p className="whitespace-pre-line">{action.appeal.text}</p>
        </div>
      )}
    </li>
  );
}

function CoupleFile({ title, file, timeZone }: { title: string; file: SafetyCoupleFileDto; timeZone: string }) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">
        {title}: {file.names}
      </h2>
      <ul className="mt-1 text-sm text-stone-600">
        {file.members.map((m) => (
          <li key={m.user_id}>
            {m.name} · {m.email}
          </li>
        ))}
      </ul>
      {(file.service_terminated || file.suspended_until) && (
        <p className="mt-2 text-sm font-semibold text-red-800">
          {file.service_terminated ? 'Service terminated' : `Suspended until ${formatSuspensionEnd(file.suspended_until!)}`}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Past dinners ({file.past_dinners.length})</h3>
      <ul className="text-sm text-stone-700">
        {file.past_dinners.map((d) => (
          <li key={d.dinner_id}>
            {d.city}, {formatShortDateTime(d.event_date, timeZone)} · {d.booking_status}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Other reports ({file.reports.length})</h3>
      <ul className="text-sm text-stone-700">
        {file.reports.map((other) => (
          <li key={other.id}>
            <Link to={paths.adminSafetyReport(other.id)} className="underline">
              {other.role === 'made' ? 'Made' : 'Received'}: {categoryLabel(other.category)}
            </Link>{' '}
            · {formatShortDateTime(other.created_at, timeZone)} · {other.status}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Actions ({file.actions.length})</h3>
      <ul className="text-sm text-stone-700">
        {file.actions.map((a) => (
          <li key={a.id}>
            {ACTION_NAMES[a.action] ?? a.action} · {formatShortDateTime(a.created_at, timeZone)} · {a.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The action form: the generated body's rules, plus the date a suspension needs (the document can only say it in words). */
const actionSchema = z
  .object({ action: z.string(), reason: z.string(), until: z.string() })
  .transform((form) => ({
    action: form.action,
    reason: form.reason.trim(),
    ...(form.action === 'suspend' && form.until ? { suspended_until: new Date(`${form.until}T00:00:00Z`).toISOString() } : {}),
  }))
  .pipe(actOnSafetyReportBody.extend({ reason: filled(actOnSafetyReportBody.shape.reason) }));
const REASON_LIMIT = actOnSafetyReportBody.shape.reason.maxLength ?? undefined;

function ActionForm({ reportId }: { reportId: string }) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm(actionSchema, {
    defaultValues: { action: '', reason: '', until: '' },
    messages: { action: 'Please choose an action.', reason: { required: 'Please give a reason.' } },
    checks: (values) => ({ until: values.action === 'suspend' && !values.until ? 'Please give the date the suspension ends.' : undefined }),
  });
  const { action, reason, until } = form.watch();
  const errors = form.formState.errors;
  const act = useActOnSafetyReport(invalidating([getGetSafetyReportQueryKey(reportId), getGetSafetyQueueQueryKey()]));
  const submit = form.handleSubmit((body) =>
    act.mutate(
      { id: reportId, data: body },
      {
        onSuccess: (result) => {
          toast({ title: result.message, variant: 'success' });
          setFailure(null);
          form.reset();
        },
        onError: (error) => setFailure(errorMessage(error, 'The action failed. Please try again.')),
      },
    ),
  );
  return (
    <section aria-labelledby="act-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="act-title" className="text-lg font-semibold text-ink">
        Act on this report
      </h2>
      <p className="text-sm text-stone-600">The couple concerned is mailed the reason; the reporter is never named. Every action is audited.</p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
        <ChoiceGroup
          legend="Action"
          options={ACTIONS.map((a) => a.label)}
          selected={ACTIONS.filter((a) => a.value === action).map((a) => a.label)}
          onToggle={(label) => form.setValue('action', ACTIONS.find((a) => a.label === label)?.value ?? '')}
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
        <Button type="submit" variant="danger" busy={act.isPending}>
          Confirm action
        </Button>
      </form>
    </section>
  );
}

const noteSchema = addSafetyNoteBody.extend({ text: trimmed(filled(addSafetyNoteBody.shape.text)) });
const NOTE_LIMIT = addSafetyNoteBody.shape.text.maxLength ?? undefined;

function Notes({ reportId, notes, timeZone }: { reportId: string; notes: { id: string; text: string; created_at: string }[]; timeZone: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm(noteSchema, { defaultValues: { text: '' }, messages: { text: { required: 'Please write a note.' } } });
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
        onError: (error) => setFailure(errorMessage(error, 'The note was not saved.')),
      },
    ),
  );
  return (
    <section aria-labelledby="notes-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="notes-title" className="text-lg font-semibold text-ink">
        Admin notes
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {notes.map((note) => (
          <li key={note.id} className="rounded-xl bg-stone-50 p-3">
            <p className="text-xs text-stone-500">{formatShortDateTime(note.created_at, timeZone)}</p>
            <p className="whitespace-pre-line text-stone-800">{note.text}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
        <Field label="Add a note (admins only)" htmlFor="safety-note" error={form.formState.errors.text?.message}>
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
          Add note
        </Button>
      </form>
    </section>
  );
}
