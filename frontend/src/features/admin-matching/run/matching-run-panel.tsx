import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { useGetUpcomingDinners, useRunMatchingForDinner } from '../../../api/generated/admin/admin';
import type { MatchingResultDto } from '../../../api/generated/model';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { dinnerStatusLabel } from '../../../components/admin/dinner-status-badge';
import { formatZonedDateTime } from '../../../lib/zoned-dates';
import { dinnerChangeKeys } from '../dinner-change-keys';
import { bindValue } from '../../../lib/forms/bind-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { invalidating } from '../../../lib/query-client';
import { ReplaceEditsDialog } from './replace-edits-dialog';
import { useLocale, useT } from '../../../i18n/use-t';

type Replacing = { dinnerId: string; groupIds: string[] };
/** `force` replaces edited groups; `closeBookings` closes a dinner still taking bookings first. */
type RunOptions = { force?: boolean; closeBookings?: boolean };
/** The dinner to match (POST /api/admin/matching/run/{dinnerId} takes no body: the dinner is in the path, the answers to its questions in the query). */
const runSchema = z.object({ dinner_id: z.string().min(1) });

type Outcome = { dinnerId: string; success: true; message: string; result: MatchingResultDto } | { dinnerId: string; success: false; message: string };

/** The manual matching trigger (inside matching-management): pick an upcoming dinner, Run Matching, read the result panel. */
export default function MatchingRunPanel() {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const dinners = useGetUpcomingDinners();
  const run = useRunMatchingForDinner(invalidating(({ dinnerId: target }: { dinnerId: string }) => dinnerChangeKeys(target)));
  const form = useServerForm(runSchema, { defaultValues: { dinner_id: '' }, messages: { dinner_id: t('admin.run.dinnerRequired') } });
  const dinnerId = form.watch('dinner_id');
  const missing = form.formState.errors.dinner_id?.message;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [askingToClose, setAskingToClose] = useState(false);
  const selected = dinners.data?.dinners.find((dinner) => dinner.dinner_id === dinnerId);

  const submit = async ({ dinner_id }: z.output<typeof runSchema>) => {
    // A dinner still taking bookings is matched only once the admin agrees to close them.
    if (selected?.status === 'accepting_bookings') return setAskingToClose(true);
    await execute(dinner_id);
  };

  /** Runs matching; a refusal for edited groups or for open bookings asks first, then runs with the admin's answer. */
  const execute = async (target: string, options: RunOptions = {}) => {
    setAskingToClose(false);
    const params = { ...(options.force ? { force: true } : {}), ...(options.closeBookings ? { close_bookings: true } : {}) };
    try {
      const result = await run.mutateAsync({ dinnerId: target, params: Object.keys(params).length > 0 ? params : undefined });
      setReplacing(null);
      setOutcome({ dinnerId: target, success: true, message: result.message, result });
      toast({ title: t('admin.run.started'), description: result.message, variant: 'success' });
      form.reset();
    } catch (error) {
      if (!options.closeBookings && error instanceof ApiError && error.body?.code === 'MATCHING.DINNER_OPEN') return setAskingToClose(true);
      if (!options.force && error instanceof ApiError && error.body?.code === 'MATCHING.EDITED_GROUPS') {
        return setReplacing({ dinnerId: target, groupIds: (error.body.groupIds as string[] | undefined) ?? [] });
      }
      setReplacing(null);
      if (error instanceof ApiError) {
        const message = error.body?.message || t('admin.run.initiateFailed');
        setOutcome({ dinnerId: target, success: false, message });
        toast({ title: t('admin.run.failedTitle'), description: message, variant: 'destructive' });
      } else {
        const message = t('admin.run.triggerFailed');
        setOutcome({ dinnerId: target, success: false, message });
        toast({ title: message, variant: 'destructive' });
      }
    }
  };

  return (
    <section aria-labelledby="run-matching-title" className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id="run-matching-title" className="text-lg font-semibold">
        {t('admin.run.title')}
      </h3>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-wrap items-end gap-3">
        <label className="block min-w-64 flex-1 text-sm">
          <span className="mb-1 block font-medium">{t('admin.run.dinner')}</span>
          <select
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            value={dinnerId}
            onChange={(event) => bindValue(form, 'dinner_id').onValueChange(event.target.value)}
            aria-invalid={Boolean(missing)}
            aria-describedby={missing ? 'run-dinner-error' : undefined}
          >
            <option value="">{t('admin.run.selectDinner')}</option>
            {dinners.data?.dinners.map((dinner) => (
              <option key={dinner.dinner_id} value={dinner.dinner_id}>
                {t('admin.run.dinnerOption', {
                  city: dinner.city,
                  country: dinner.country,
                  date: formatZonedDateTime(dinner.event_date, dinner.time_zone, locale),
                  booked: dinner.booked_couples,
                  capacity: dinner.capacity,
                  status: dinnerStatusLabel(t, dinner.status),
                })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" busy={run.isPending}>
          {t(run.isPending ? 'admin.run.running' : 'admin.run.run')}
        </Button>
      </form>
      {missing && (
        <p id="run-dinner-error" role="alert" className="text-sm text-red-700">
          {missing}
        </p>
      )}
      {outcome && (
        <div className="rounded-lg bg-stone-50 p-3 text-sm" aria-label={t('admin.run.result')} aria-live="polite">
          <p>
            <span className="mr-1 font-medium">{t('admin.run.dinnerId')}</span>
            <span className="font-mono">{outcome.dinnerId}</span>
          </p>
          <p>
            <span className="mr-1 font-medium">{t('admin.run.status')}</span>
            <span className={outcome.success ? 'text-emerald-700' : 'text-red-700'}>{t(outcome.success ? 'admin.run.success' : 'admin.run.failed')}</span>
          </p>
          <p>{outcome.message}</p>
          {outcome.success && outcome.result.matches.groups.length > 0 && (
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              <li>{t('admin.run.totalCouples', { count: outcome.result.matches.total_couples })}</li>
              <li>{t('admin.run.matchedGroups', { count: outcome.result.matches.matched_groups })}</li>
              <li>{t('admin.run.unmatchedCouples', { count: outcome.result.matches.unmatched_couples })}</li>
              <li>{t('admin.run.algorithm', { algorithm: outcome.result.matches.algorithm_version })}</li>
              <li>{t('admin.run.dinnerStatus', { status: dinnerStatusLabel(t, outcome.result.matches.matching_status) })}</li>
              {outcome.result.matches.ai_fallback_reason && <li className="sm:col-span-2">{outcome.result.matches.ai_fallback_reason}</li>}
            </ul>
          )}
        </div>
      )}
      <ReplaceEditsDialog
        dinnerId={replacing?.dinnerId ?? null}
        groupIds={replacing?.groupIds ?? []}
        busy={run.isPending}
        onClose={() => setReplacing(null)}
        onConfirm={() => replacing && void execute(replacing.dinnerId, { force: true })}
      />
      <ConfirmDialog
        open={askingToClose}
        title={t('admin.run.close.title')}
        confirmLabel={t('admin.run.close.confirm')}
        busy={run.isPending}
        onConfirm={() => void execute(dinnerId, { closeBookings: true })}
        onClose={() => setAskingToClose(false)}
      >
        <p>
          {[
            selected
              ? t('admin.run.close.openUntil', { deadline: formatZonedDateTime(selected.booking_deadline, selected.time_zone, locale) })
              : t('admin.run.close.open'),
            t('admin.run.close.consequence'),
          ].join(' ')}
        </p>
      </ConfirmDialog>
    </section>
  );
}
