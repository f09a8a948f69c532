import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { useGetUpcomingDinners, useRunMatchingForDinner } from '../../../api/generated/admin/admin';
import type { MatchingResultDto } from '../../../api/generated/model';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { statusLabel } from '../match-display';
import { formatZonedDateTime } from '../../../lib/zoned-dates';
import { dinnerChangeKeys } from '../dinner-change-keys';
import { bindValue } from '../../../lib/forms/bind-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { invalidating } from '../../../lib/query-client';
import { ReplaceEditsDialog } from './replace-edits-dialog';

type Replacing = { dinnerId: string; groupIds: string[] };
/** `force` replaces edited groups; `closeBookings` closes a dinner still taking bookings first. */
type RunOptions = { force?: boolean; closeBookings?: boolean };
/** The dinner to match (POST /api/admin/matching/run/{dinnerId} takes no body: the dinner is in the path, the answers to its questions in the query). */
const runSchema = z.object({ dinner_id: z.string().min(1) });

type Outcome = { dinnerId: string; success: true; message: string; result: MatchingResultDto } | { dinnerId: string; success: false; message: string };

/** The manual matching trigger (inside matching-management): pick an upcoming dinner, Run Matching, read the result panel. */
export default function MatchingRunPanel() {
  const { toast } = useToast();
  const dinners = useGetUpcomingDinners();
  const run = useRunMatchingForDinner(invalidating(({ dinnerId: target }: { dinnerId: string }) => dinnerChangeKeys(target)));
  const form = useServerForm(runSchema, { defaultValues: { dinner_id: '' }, messages: { dinner_id: 'Dinner ID is required.' } });
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
      toast({ title: 'Matching Initiated Successfully', description: result.message, variant: 'success' });
      form.reset();
    } catch (error) {
      if (!options.closeBookings && error instanceof ApiError && error.body?.code === 'MATCHING.DINNER_OPEN') return setAskingToClose(true);
      if (!options.force && error instanceof ApiError && error.body?.code === 'MATCHING.EDITED_GROUPS') {
        return setReplacing({ dinnerId: target, groupIds: (error.body.groupIds as string[] | undefined) ?? [] });
      }
      setReplacing(null);
      if (error instanceof ApiError) {
        const message = error.body?.message || 'Failed to initiate dinner matching.';
        setOutcome({ dinnerId: target, success: false, message });
        toast({ title: 'Matching Failed', description: message, variant: 'destructive' });
      } else {
        setOutcome({ dinnerId: target, success: false, message: 'Failed to trigger matching algorithm.' });
        toast({ title: 'Failed to trigger matching algorithm.', variant: 'destructive' });
      }
    }
  };

  return (
    <section aria-labelledby="run-matching-title" className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id="run-matching-title" className="text-lg font-semibold">
        Run Matching
      </h3>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-wrap items-end gap-3">
        <label className="block min-w-64 flex-1 text-sm">
          <span className="mb-1 block font-medium">Dinner</span>
          <select
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            value={dinnerId}
            onChange={(event) => bindValue(form, 'dinner_id').onValueChange(event.target.value)}
            aria-invalid={Boolean(missing)}
            aria-describedby={missing ? 'run-dinner-error' : undefined}
          >
            <option value="">Select an upcoming dinner</option>
            {dinners.data?.dinners.map((dinner) => (
              <option key={dinner.dinner_id} value={dinner.dinner_id}>
                {`${dinner.city}, ${dinner.country} - ${formatZonedDateTime(dinner.event_date, dinner.time_zone)} (${dinner.booked_couples}/${dinner.capacity} couples, ${statusLabel(dinner.status)})`}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" busy={run.isPending}>
          {run.isPending ? 'Running...' : 'Run Matching'}
        </Button>
      </form>
      {missing && (
        <p id="run-dinner-error" role="alert" className="text-sm text-red-700">
          {missing}
        </p>
      )}
      {outcome && (
        <div className="rounded-lg bg-stone-50 p-3 text-sm" aria-label="Matching result" aria-live="polite">
          <p>
            <span className="font-medium">Dinner ID: </span>
            <span className="font-mono">{outcome.dinnerId}</span>
          </p>
          <p>
            <span className="font-medium">Status: </span>
            <span className={outcome.success ? 'text-emerald-700' : 'text-red-700'}>{outcome.success ? 'Success' : 'Failed'}</span>
          </p>
          <p>{outcome.message}</p>
          {outcome.success && outcome.result.matches.groups.length > 0 && (
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              <li>Total couples: {outcome.result.matches.total_couples}</li>
              <li>Matched groups: {outcome.result.matches.matched_groups}</li>
              <li>Unmatched couples: {outcome.result.matches.unmatched_couples}</li>
              <li>Algorithm: {outcome.result.matches.algorithm_version}</li>
              <li>Dinner status: {statusLabel(outcome.result.matches.matching_status)}</li>
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
        title="Close bookings now and match?"
        confirmLabel="Close bookings and match"
        busy={run.isPending}
        onConfirm={() => void execute(dinnerId, { closeBookings: true })}
        onClose={() => setAskingToClose(false)}
      >
        <p>
          This dinner is still taking bookings
          {selected ? ` until ${formatZonedDateTime(selected.booking_deadline, selected.time_zone)}` : ''}. Matching it now closes its bookings first: no couple
          can book it any more and unpaid reservations lapse. The audit log records that you closed them.
        </p>
      </ConfirmDialog>
    </section>
  );
}
