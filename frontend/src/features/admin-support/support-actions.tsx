import { useMemo, useState } from 'react';
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
import type { SupportBookingHistoryDto, SupportCancelBookingDtoFee, SupportMailSummaryDto, SupportPaymentDto } from '../../api/generated/model';

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
import { currencyNameOf, formatMinorUnits, fractionDigitsOf } from '../../lib/money';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import type { MessageId } from '../../i18n/catalogues';
import { useT, useWording } from '../../i18n/use-t';
import { reasonOf, SupportActionDialog } from './support-action-dialog';
import { dinnerName } from './support-words';

/** After any support action: the lookup and the bookings list show the new state, the audit log the new entry. */
const supportAction = () => invalidating([getUserLookupQueryKey(), getAuditLogQueryKey(), getListBookingsPageQueryKey()]);

/** A toast says what a support action did. */
function useActionDone() {
  const { toast } = useToast();
  return (title: string, description?: string) => toast({ title, description, variant: 'success' });
}

/** What a refund gives back: the whole of what is left of the payment, or a part the admin types. */
const SCOPES = ['whole', 'part'] as const;
type RefundScope = (typeof SCOPES)[number];

/** An amount typed in the payment's currency ('5', '4,50') in its minor units (cents, pence; a yen has none); NaN when it is no number. */
const minorOf = (typed: string, currency: string) => Math.round(Number(typed.replace(',', '.')) * 10 ** fractionDigitsOf(currency));

/** POST …/refund's body: the whole payment, or the part typed in its currency as amount_cents, in minor units (the payment's own amount is checked as it is typed). */
const refundSchemaOf = (currency: string) =>
  z
    .object({ reason: reasonOf(refundPaymentBody.shape.reason), scope: z.enum(SCOPES), typed: z.string() })
    .transform(({ reason, scope, typed }) => ({ reason, ...(scope === 'part' ? { amount_cents: minorOf(typed, currency) } : {}) }))
    .pipe(refundPaymentBody);

export function RefundPaymentAction({ payment, dinner }: { payment: SupportPaymentDto; dinner: string | null }) {
  const [open, setOpen] = useState(false);
  const { t, locale } = useWording();
  const minorMoney = (minor: number) => formatMinorUnits(minor, payment.currency, locale);
  // A payment refunded in part already can be refunded again, up to what is left of it.
  const refundedMinor = payment.refunded_amount ?? 0;
  const leftMinor = payment.amount - refundedMinor;
  const left = minorMoney(leftMinor);
  const form = useServerForm(
    useMemo(() => refundSchemaOf(payment.currency), [payment.currency]),
    {
      defaultValues: { reason: '', scope: 'whole', typed: '' },
      messages: {},
    },
  );
  const { scope, typed } = form.watch();
  const refund = useRefundPayment(supportAction());
  const done = useActionDone();
  const partMinor = minorOf(typed, payment.currency);
  const partValid = Number.isFinite(partMinor) && partMinor >= 1 && partMinor <= leftMinor;
  const scopeLabel = (value: string) =>
    value === 'part'
      ? t('admin.support.refund.part')
      : refundedMinor === 0
        ? t('admin.support.refund.whole')
        : t('admin.support.refund.rest', { amount: left });
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.support.refund.button')}
      </Button>
      <SupportActionDialog
        open={open}
        title={t('admin.support.refund.title')}
        description={
          <p>
            {t('admin.support.refund.text', {
              scope: refundedMinor === 0 ? 'whole' : 'rest',
              paid: minorMoney(payment.amount),
              left,
              refunded: minorMoney(refundedMinor),
              place: dinner ? 'dinner' : 'none',
              dinner: dinner ?? '',
            })}
          </p>
        }
        confirmLabel={t('admin.support.refund.button')}
        form={form}
        ready={scope !== 'part' || partValid}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          const result = await refund.mutateAsync({ id: payment.id, data });
          const amount = minorMoney(result.amount_cents);
          if (result.status === 'refunded') done(t('admin.support.refund.done', { amount }));
          else done(t('admin.support.refund.pending', { amount }), t('admin.support.refund.pendingText'));
        }}
      >
        <ChoiceGroup
          legend={t('admin.support.refund.legend')}
          options={SCOPES}
          selected={[scope]}
          onToggle={(chosen) => form.setValue('scope', chosen as RefundScope)}
          labelOf={scopeLabel}
          columns={2}
        />
        {scope === 'part' && (
          <Field
            label={t('admin.support.refund.amount', { currency: currencyNameOf(payment.currency, locale), max: left })}
            htmlFor={`refund-amount-${payment.id}`}
            error={typed && !partValid ? t('admin.support.refund.amountInvalid', { min: minorMoney(1), max: left }) : undefined}
          >
            <input
              id={`refund-amount-${payment.id}`}
              inputMode="decimal"
              value={typed}
              onChange={(event) => form.setValue('typed', event.target.value)}
              className={inputClasses(Boolean(typed) && !partValid)}
            />
          </Field>
        )}
      </SupportActionDialog>
    </>
  );
}

type FeeChoice = SupportCancelBookingDtoFee;
/** The fee policies as the API takes them, each in the reader's words. */
const FEE_LABELS: Record<FeeChoice, MessageId> = { keep: 'admin.support.cancel.keepFee', refund: 'admin.support.cancel.refundFee' };
const FEES = Object.keys(FEE_LABELS) as FeeChoice[];

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
  const wording = useWording();
  const { t, locale } = wording;
  const dinner = dinnerName(wording, booking.dinner_city, booking.dinner_date, booking.dinner_time_zone);
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.support.cancel.button')}
      </Button>
      <SupportActionDialog
        open={open}
        title={t('admin.support.cancel.title')}
        description={<p>{t('admin.support.cancel.text', { dinner })}</p>}
        confirmLabel={t('admin.support.cancel.button')}
        form={form}
        ready={fee !== ''}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          const result = await cancel.mutateAsync({ id: booking.id, data });
          done(
            t('admin.support.cancel.done'),
            result.fee_refunded
              ? t('admin.support.cancel.feeRefunded')
              : result.fee_kept_cents > 0
                ? t('admin.support.cancel.feeKept', { fee: formatMinorUnits(result.fee_kept_cents, result.currency, locale) })
                : undefined,
          );
        }}
      >
        <ChoiceGroup
          legend={t('admin.support.cancel.feeLegend')}
          options={FEES}
          selected={fee ? [fee] : []}
          onToggle={(chosen) => form.setValue('fee', chosen as FeeChoice)}
          labelOf={(choice) => t(FEE_LABELS[choice as FeeChoice])}
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
  const wording = useWording();
  const { t } = wording;
  // The server's list, by the move's own rules: a dinner the couple already booked, or a full one, is never offered.
  const targets = useListBookingMoveTargets(booking.id, { query: { enabled: open } });
  const choices = targets.data?.dinners ?? [];
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.support.move.button')}
      </Button>
      <SupportActionDialog
        open={open}
        title={t('admin.support.move.title')}
        description={<p>{t('admin.support.move.text', { dinner: dinnerName(wording, booking.dinner_city, booking.dinner_date, booking.dinner_time_zone) })}</p>}
        confirmLabel={t('admin.support.move.button')}
        form={form}
        ready={target !== ''}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          await move.mutateAsync({ id: booking.id, data });
          const chosen = choices.find((event) => event.id === data.dinner_id);
          done(
            t('admin.support.move.done'),
            chosen ? t('admin.support.move.doneText', { dinner: dinnerName(wording, chosen.city, chosen.event_date, chosen.time_zone) }) : undefined,
          );
        }}
      >
        <Field label={t('admin.support.move.target', { city: booking.dinner_city })} htmlFor={`move-target-${booking.id}`}>
          <select
            id={`move-target-${booking.id}`}
            value={target}
            onChange={(event) => form.setValue('dinner_id', event.target.value)}
            className={inputClasses(false)}
          >
            <option value="">
              {t(targets.isLoading ? 'admin.support.move.loading' : choices.length === 0 ? 'admin.support.move.noTarget' : 'admin.support.move.choose')}
            </option>
            {choices.map((event) => (
              <option key={event.id} value={event.id}>
                {t('admin.support.move.option', {
                  dinner: dinnerName(wording, event.city, event.event_date, event.time_zone),
                  booked: event.booked_couples,
                  capacity: event.capacity,
                })}
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
  const t = useT();
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.support.resendMail.button')}
      </Button>
      <SupportActionDialog
        open={open}
        title={t('admin.support.resendMail.title')}
        description={<p>{t('admin.support.resendMail.text', { subject: mail.subject })}</p>}
        confirmLabel={t('admin.support.resendMail.button')}
        form={form}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          await resend.mutateAsync({ id: mail.id, data });
          done(t('admin.support.resendMail.done'), mail.subject);
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
  const t = useT();
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.support.reinstate.button')}
      </Button>
      <SupportActionDialog
        open={open}
        title={t('admin.support.reinstate.title')}
        description={<p>{t('admin.support.reinstate.text', { name })}</p>}
        confirmLabel={t('admin.support.reinstate.button')}
        form={form}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          await reinstate.mutateAsync({ id: coupleId, data });
          done(t('admin.support.reinstate.done'));
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
  const t = useT();
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.support.invitation.button')}
      </Button>
      <SupportActionDialog
        open={open}
        title={t('admin.support.invitation.title')}
        description={<p>{t('admin.support.invitation.text', { name })}</p>}
        confirmLabel={t('admin.support.invitation.button')}
        form={form}
        onClose={() => setOpen(false)}
        onConfirm={async (data) => {
          const sent = await resend.mutateAsync({ id: userId, data });
          done(t('admin.support.invitation.done'), t('admin.support.invitation.doneText', { email: sent.partner_email }));
        }}
      />
    </>
  );
}

const CANCELLABLE = new Set(['pending_payment', 'confirmed']);
const MOVABLE_FROM = new Set(['accepting_bookings', 'booking_closed']);

/** What support may do with a booking: move a confirmed one while its dinner still takes bookings or has just closed them, cancel one not yet over. */
export function BookingActions({ booking }: { booking: SupportBookingDto }) {
  return (
    <>
      {booking.status === 'confirmed' && MOVABLE_FROM.has(booking.dinner_status) && <MoveBookingAction booking={booking} />}
      {CANCELLABLE.has(booking.status) && <CancelBookingAction booking={booking} />}
    </>
  );
}
