import { useState } from 'react';
import { z } from 'zod';
import {
  getAuditLogQueryKey,
  getListBookingsPageQueryKey,
  getUserLookupQueryKey,
  useCancelBookingForCouple,
  useListBookingMoveTargets,
  useMoveBookingToDinner,
  useRefundPayment,
  useReinstateCouple,
  useResendInvitation,
  useResendMailById,
} from '../../api/generated/support/support';
import type { SupportBookingHistoryDto, SupportMailSummaryDto, SupportPaymentDto } from '../../api/generated/model';

/** A booking as support acts on it: from a couple's history or the list of all bookings (which has no evening mark). */
type SupportBookingDto = Omit<SupportBookingHistoryDto, 'attendance'>;
import {
  cancelBookingForCoupleBody,
  moveBookingToDinnerBody,
  refundPaymentBody,
  reinstateCoupleBody,
  resendInvitationBody,
  resendMailByIdBody,
} from '../../api/generated/zod/support/support';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Field, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { formatMinorUnits, formatMoney } from '../../lib/money';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { reasonOf, SupportActionDialog } from './support-action-dialog';

/** 'Dublin, Nov 30, 2026 19:00': a dinner named by its city and its own wall time. */
export const dinnerName = (city: string, iso: string, timeZone: string) => `${city}, ${formatZonedDateTime(iso, timeZone)}`;

/** After any support action: the lookup and the bookings list show the new state, the audit log the new entry. */
const supportAction = () => invalidating([getUserLookupQueryKey(), getAuditLogQueryKey(), getListBookingsPageQueryKey()]);

/** A toast says what a support action did. */
function useActionDone() {
  const { toast } = useToast();
  return (title: string, description?: string) => toast({ title, description, variant: 'success' });
}

const FULL_REFUND = 'The whole payment';
const PART_REFUND = 'Part of the fee';

/** An amount typed in euro ('5', '4,50') in cents; NaN when it is no number. */
const centsOf = (euros: string) => Math.round(Number(euros.replace(',', '.')) * 100);

/** POST …/refund's body: the whole payment, or the part typed in euro as amount_cents (the payment's own amount is checked as it is typed). */
const refundSchema = z
  .object({ reason: reasonOf(refundPaymentBody.shape.reason), scope: z.string(), euros: z.string() })
  .transform(({ reason, scope, euros }) => ({ reason, ...(scope === PART_REFUND ? { amount_cents: centsOf(euros) } : {}) }))
  .pipe(refundPaymentBody);

export function RefundPaymentAction({ payment, dinner }: { payment: SupportPaymentDto; dinner: string | null }) {
  const [open, setOpen] = useState(false);
  // A payment refunded in part already can be refunded again, up to what is left of it.
  const refundedCents = payment.refunded_amount ?? 0;
  const leftCents = payment.amount - refundedCents;
  const left = leftCents / 100;
  const wholeOption = refundedCents === 0 ? FULL_REFUND : `All that is left (${formatMoney(left, payment.currency)})`;
  const form = useServerForm(refundSchema, { defaultValues: { reason: '', scope: wholeOption, euros: '' }, messages: {} });
  const { scope, euros } = form.watch();
  const refund = useRefundPayment(supportAction());
  const done = useActionDone();
  const paid = payment.amount / 100;
  const partCents = centsOf(euros);
  const partValid = Number.isFinite(partCents) && partCents >= 1 && partCents <= leftCents;
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <SupportActionDialog
        open={open}
        title="Refund this payment?"
        description={
          <p>
            {refundedCents === 0
              ? `The ${formatMoney(paid, payment.currency)} paid`
              : `The ${formatMoney(left, payment.currency)} left of the ${formatMoney(paid, payment.currency)} paid (${formatMinorUnits(refundedCents, payment.currency)} is refunded already)`}
            {dinner ? ` for ${dinner}` : ''}, or a part of it, goes back to the card through the payment provider, and the couple is mailed. The booking stays
            as it is: cancel it separately if the couple is not coming.
          </p>
        }
        confirmLabel="Refund"
        form={form}
        ready={scope !== PART_REFUND || partValid}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          const result = await refund.mutateAsync({ id: payment.id, data });
          done(
            result.status === 'refunded'
              ? `${formatMinorUnits(result.amount_cents, payment.currency)} refunded`
              : `${formatMinorUnits(result.amount_cents, payment.currency)} refund pending`,
            result.status === 'refunded' ? undefined : 'The payment provider did not take it yet; it is retried automatically.',
          );
        }}
      >
        <ChoiceGroup
          legend="Refund"
          options={[wholeOption, PART_REFUND]}
          selected={[scope]}
          onToggle={(chosen) => form.setValue('scope', chosen)}
          columns={2}
        />
        {scope === PART_REFUND && (
          <Field
            label={`Amount in euro (at most ${formatMoney(left, payment.currency)})`}
            htmlFor={`refund-amount-${payment.id}`}
            error={euros && !partValid ? `Enter an amount between €0.01 and ${formatMoney(left, payment.currency)}.` : undefined}
          >
            <input
              id={`refund-amount-${payment.id}`}
              inputMode="decimal"
              value={euros}
              onChange={(event) => form.setValue('euros', event.target.value)}
              className={inputClasses(Boolean(euros) && !partValid)}
            />
          </Field>
        )}
      </SupportActionDialog>
    </>
  );
}

const KEEP_FEE = 'Keep the fee';
const REFUND_FEE = 'Refund the fee';
const FEE_CHOICES = { keep: KEEP_FEE, refund: REFUND_FEE } as const;
type FeeChoice = keyof typeof FEE_CHOICES;

const cancelSchema = cancelBookingForCoupleBody.extend({ reason: reasonOf(cancelBookingForCoupleBody.shape.reason) });

export function CancelBookingAction({ booking }: { booking: SupportBookingDto }) {
  const [open, setOpen] = useState(false);
  // No fee policy until the admin picks one.
  const form = useServerForm<typeof cancelSchema, { reason: string; fee: FeeChoice | '' }>(cancelSchema, {
    defaultValues: { reason: '', fee: '' },
    messages: {},
  });
  const fee = form.watch('fee');
  const cancel = useCancelBookingForCouple(supportAction());
  const done = useActionDone();
  const dinner = dinnerName(booking.dinner_city, booking.dinner_date, booking.dinner_time_zone);
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <SupportActionDialog
        open={open}
        title="Cancel this booking?"
        description={
          <p>
            The couple's booking for {dinner} is cancelled and its spot freed. Both partners get the cancellation mail, which removes the dinner from their
            calendars. It does not count as a late cancellation.
          </p>
        }
        confirmLabel="Cancel booking"
        form={form}
        ready={fee !== ''}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          const result = await cancel.mutateAsync({ id: booking.id, data });
          done(
            'Booking cancelled',
            result.fee_refunded
              ? 'The fee is being refunded.'
              : result.fee_kept_cents > 0
                ? `The ${formatMinorUnits(result.fee_kept_cents, result.currency)} fee is kept.`
                : undefined,
          );
        }}
      >
        <ChoiceGroup
          legend="The logistics fee"
          options={[KEEP_FEE, REFUND_FEE]}
          selected={fee ? [FEE_CHOICES[fee]] : []}
          onToggle={(chosen) => form.setValue('fee', chosen === REFUND_FEE ? 'refund' : 'keep')}
          columns={2}
          required
        />
      </SupportActionDialog>
    </>
  );
}

const moveSchema = moveBookingToDinnerBody.extend({ reason: reasonOf(moveBookingToDinnerBody.shape.reason) });

export function MoveBookingAction({ booking }: { booking: SupportBookingDto }) {
  const [open, setOpen] = useState(false);
  const form = useServerForm(moveSchema, { defaultValues: { reason: '', dinner_id: '' }, messages: {} });
  const target = form.watch('dinner_id');
  const move = useMoveBookingToDinner(supportAction());
  const done = useActionDone();
  // The server's list, by the move's own rules: a dinner the couple already booked, or a full one, is never offered.
  const targets = useListBookingMoveTargets(booking.id, { query: { enabled: open } });
  const choices = targets.data?.dinners ?? [];
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        Move
      </Button>
      <SupportActionDialog
        open={open}
        title="Move to another dinner?"
        description={
          <p>
            The couple's paid booking for {dinnerName(booking.dinner_city, booking.dinner_date, booking.dinner_time_zone)} moves, with its payment, to the
            dinner you choose. Both partners are told and their calendar entry moves.
          </p>
        }
        confirmLabel="Move"
        form={form}
        ready={target !== ''}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          await move.mutateAsync({ id: booking.id, data });
          const chosen = choices.find((event) => event.id === data.dinner_id);
          done('Booking moved', chosen ? `Now booked for ${dinnerName(chosen.city, chosen.event_date, chosen.time_zone)}.` : undefined);
        }}
      >
        <Field label={`Another dinner in ${booking.dinner_city}`} htmlFor={`move-target-${booking.id}`}>
          <select
            id={`move-target-${booking.id}`}
            value={target}
            onChange={(event) => form.setValue('dinner_id', event.target.value)}
            className={inputClasses(false)}
          >
            <option value="">
              {targets.isLoading ? 'Loading dinners...' : choices.length === 0 ? 'No other dinner in this city to move to' : 'Choose a dinner'}
            </option>
            {choices.map((event) => (
              <option key={event.id} value={event.id}>
                {dinnerName(event.city, event.event_date, event.time_zone)} ({event.booked_couples}/{event.capacity} couples)
              </option>
            ))}
          </select>
        </Field>
      </SupportActionDialog>
    </>
  );
}

const resendMailSchema = resendMailByIdBody.extend({ reason: reasonOf(resendMailByIdBody.shape.reason) });

export function ResendMailAction({ mail }: { mail: SupportMailSummaryDto }) {
  const [open, setOpen] = useState(false);
  const form = useServerForm(resendMailSchema, { defaultValues: { reason: '' }, messages: {} });
  const resend = useResendMailById(supportAction());
  const done = useActionDone();
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        Resend
      </Button>
      <SupportActionDialog
        open={open}
        title="Send this mail again?"
        description={
          <p>
            '{mail.subject}' is sent again, as it was, to the same address, under a first line saying it is a copy of a mail sent earlier: what it tells may
            have changed since.
          </p>
        }
        confirmLabel="Resend"
        form={form}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          await resend.mutateAsync({ id: mail.id, data });
          done('Mail queued again', mail.subject);
        }}
      />
    </>
  );
}

const reinstateSchema = reinstateCoupleBody.extend({ reason: reasonOf(reinstateCoupleBody.shape.reason) });

export function ReinstateCoupleAction({ coupleId, name }: { coupleId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const form = useServerForm(reinstateSchema, { defaultValues: { reason: '' }, messages: {} });
  const reinstate = useReinstateCouple(supportAction());
  const done = useActionDone();
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        Reinstate
      </Button>
      <SupportActionDialog
        open={open}
        title="Reinstate this couple?"
        description={<p>{name}'s couple may book dinners again, with a clean record of late cancellations.</p>}
        confirmLabel="Reinstate"
        form={form}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          await reinstate.mutateAsync({ id: coupleId, data });
          done('Couple reinstated');
        }}
      />
    </>
  );
}

const resendInvitationSchema = resendInvitationBody.extend({ reason: reasonOf(resendInvitationBody.shape.reason) });

export function ResendInvitationAction({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const form = useServerForm(resendInvitationSchema, { defaultValues: { reason: '' }, messages: {} });
  const resend = useResendInvitation(supportAction());
  const done = useActionDone();
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        Resend invitation
      </Button>
      <SupportActionDialog
        open={open}
        title="Resend the partner invitation?"
        description={<p>The partner invitation of {name}'s couple is sent again, with a fresh link valid 7 days, to the address the couple gave.</p>}
        confirmLabel="Resend invitation"
        form={form}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          const sent = await resend.mutateAsync({ id: userId, data });
          done('Invitation sent again', `To ${sent.partner_email}.`);
        }}
      />
    </>
  );
}
