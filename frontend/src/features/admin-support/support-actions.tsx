import { useState } from 'react';
import { useListDinnerEvents } from '../../api/generated/admin/admin';
import {
  getAuditLogQueryKey,
  getListBookingsPageQueryKey,
  getUserLookupQueryKey,
  useCancelBookingForCouple,
  useMoveBookingToDinner,
  useRefundPayment,
  useReinstateCouple,
  useResendInvitation,
  useResendMailById,
} from '../../api/generated/support/support';
import type { SupportBookingDto, SupportMailSummaryDto, SupportPaymentDto } from '../../api/generated/model';
import { ListDinnerEventsWhen } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Field, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { formatEuro } from '../../lib/dinner-format';
import { invalidating } from '../../lib/query-client';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { SupportActionDialog } from './support-action-dialog';

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

export function RefundPaymentAction({ payment, dinner }: { payment: SupportPaymentDto; dinner: string | null }) {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState(FULL_REFUND);
  const [euros, setEuros] = useState('');
  const refund = useRefundPayment(supportAction());
  const done = useActionDone();
  const paid = payment.amount / 100;
  const partCents = Math.round(Number(euros.replace(',', '.')) * 100);
  const partValid = Number.isFinite(partCents) && partCents >= 1 && partCents <= payment.amount;
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
            The {formatEuro(paid)} paid{dinner ? ` for ${dinner}` : ''} goes back to the card through the payment provider. The booking stays as it is: cancel
            it separately if the couple is not coming.
          </p>
        }
        confirmLabel="Refund"
        ready={scope === FULL_REFUND || partValid}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const result = await refund.mutateAsync({ id: payment.id, data: { reason, ...(scope === PART_REFUND ? { amount_cents: partCents } : {}) } });
          done(
            result.status === 'refunded' ? `${formatEuro(result.amount_cents / 100)} refunded` : `${formatEuro(result.amount_cents / 100)} refund pending`,
            result.status === 'refunded' ? undefined : 'The payment provider did not take it yet; it is retried automatically.',
          );
        }}
      >
        <ChoiceGroup legend="Refund" options={[FULL_REFUND, PART_REFUND]} selected={[scope]} onToggle={setScope} columns={2} />
        {scope === PART_REFUND && (
          <Field
            label={`Amount in euro (at most ${formatEuro(paid)})`}
            htmlFor={`refund-amount-${payment.id}`}
            error={euros && !partValid ? `Enter an amount between €0.01 and ${formatEuro(paid)}.` : undefined}
          >
            <input
              id={`refund-amount-${payment.id}`}
              inputMode="decimal"
              value={euros}
              onChange={(event) => setEuros(event.target.value)}
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

export function CancelBookingAction({ booking }: { booking: SupportBookingDto }) {
  const [open, setOpen] = useState(false);
  const [fee, setFee] = useState<string | null>(null);
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
        ready={fee !== null}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const result = await cancel.mutateAsync({ id: booking.id, data: { fee: fee === REFUND_FEE ? 'refund' : 'keep', reason } });
          done(
            'Booking cancelled',
            result.fee_refunded
              ? 'The fee is being refunded.'
              : result.fee_kept_cents > 0
                ? `The ${formatEuro(result.fee_kept_cents / 100)} fee is kept.`
                : undefined,
          );
        }}
      >
        <ChoiceGroup legend="The logistics fee" options={[KEEP_FEE, REFUND_FEE]} selected={fee ? [fee] : []} onToggle={setFee} columns={2} required />
      </SupportActionDialog>
    </>
  );
}

export function MoveBookingAction({ booking }: { booking: SupportBookingDto }) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const move = useMoveBookingToDinner(supportAction());
  const done = useActionDone();
  const upcoming = useListDinnerEvents({ when: ListDinnerEventsWhen.upcoming, page_size: 100 }, { query: { enabled: open } });
  const choices = (upcoming.data?.events ?? []).filter(
    (event) => event.id !== booking.dinner_id && event.city === booking.dinner_city && event.status === 'accepting_bookings',
  );
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
        ready={target !== ''}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await move.mutateAsync({ id: booking.id, data: { dinner_id: target, reason } });
          const chosen = choices.find((event) => event.id === target);
          done('Booking moved', chosen ? `Now booked for ${dinnerName(chosen.city, chosen.event_date, chosen.time_zone)}.` : undefined);
        }}
      >
        <Field label={`Another dinner in ${booking.dinner_city}`} htmlFor={`move-target-${booking.id}`}>
          <select id={`move-target-${booking.id}`} value={target} onChange={(event) => setTarget(event.target.value)} className={inputClasses(false)}>
            <option value="">
              {upcoming.isLoading ? 'Loading dinners...' : choices.length === 0 ? 'No other open dinner in this city' : 'Choose a dinner'}
            </option>
            {choices.map((event) => (
              <option key={event.id} value={event.id} disabled={event.booked_couples >= event.capacity}>
                {dinnerName(event.city, event.event_date, event.time_zone)} ({event.booked_couples}/{event.capacity} couples)
              </option>
            ))}
          </select>
        </Field>
      </SupportActionDialog>
    </>
  );
}

export function ResendMailAction({ mail }: { mail: SupportMailSummaryDto }) {
  const [open, setOpen] = useState(false);
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
        description={<p>'{mail.subject}' is sent again, as it was, to the same address.</p>}
        confirmLabel="Resend"
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await resend.mutateAsync({ id: mail.id, data: { reason } });
          done('Mail queued again', mail.subject);
        }}
      />
    </>
  );
}

export function ReinstateCoupleAction({ coupleId, name }: { coupleId: string; name: string }) {
  const [open, setOpen] = useState(false);
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
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await reinstate.mutateAsync({ id: coupleId, data: { reason } });
          done('Couple reinstated');
        }}
      />
    </>
  );
}

export function ResendInvitationAction({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
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
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const sent = await resend.mutateAsync({ id: userId, data: { reason } });
          done('Invitation sent again', `To ${sent.partner_email}.`);
        }}
      />
    </>
  );
}
