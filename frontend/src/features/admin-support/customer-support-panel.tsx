import { FormEvent, useState } from 'react';
import { getAuditLogQueryKey, useUserLookup } from '../../api/generated/support/support';
import type { CustomerLookupResultDto, SupportBookingHistoryDto } from '../../api/generated/model';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { CellLabel } from '../../components/ui/list-toolbar';
import type { MessageId } from '../../i18n/catalogues';
import { useT, useWording, type Translate } from '../../i18n/use-t';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatMinorUnits } from '../../lib/money';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { BookingActions, RefundPaymentAction, ReinstateCoupleAction, ResendInvitationAction, ResendMailAction } from './support-actions';
import { BOOKING_STATUS, dinnerName, said } from './support-words';

const FIVE_MINUTES = 5 * 60_000;

/** 'Search failed: {status} - {body}' (admin-side spec, section 8): the server's body as it came. */
function searchFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError) return t('admin.support.search.failed', { status: String(error.status), body: JSON.stringify(error.body ?? error.message) });
  return t('admin.support.search.failedUnanswered', { reason: error instanceof Error ? error.message : String(error) });
}

const statusTone = (status: string) =>
  ({
    active: 'bg-emerald-100 text-emerald-800',
    succeeded: 'bg-emerald-100 text-emerald-800',
    confirmed: 'bg-emerald-100 text-emerald-800',
    attended: 'bg-emerald-100 text-emerald-800',
    sent: 'bg-emerald-100 text-emerald-800',
    failed: 'bg-red-100 text-red-800',
    past_due: 'bg-amber-100 text-amber-800',
    refund_pending: 'bg-amber-100 text-amber-800',
    pending: 'bg-amber-100 text-amber-800',
    cancelled: 'bg-stone-200 text-stone-700',
  })[status] ?? 'bg-stone-100 text-stone-700';

/** A status in its tone (by the server's value) and the reader's words. */
function Badge({ status, children }: { status: string; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone(status)}`}>{children}</span>;
}

const PAYMENT_STATUS: Record<string, MessageId> = {
  requires_payment: 'admin.support.payment.status.requires_payment',
  succeeded: 'admin.support.payment.status.succeeded',
  partially_refunded: 'admin.support.payment.status.partially_refunded',
  failed: 'admin.support.payment.status.failed',
  refund_pending: 'admin.support.payment.status.refund_pending',
  refunded: 'admin.support.payment.status.refunded',
};
const TRANSACTION_TYPE: Record<string, MessageId> = { dinner_booking: 'admin.support.payment.type.dinner_booking' };
const SUBSCRIPTION_STATUS: Record<string, MessageId> = {
  active: 'admin.support.subscription.status.active',
  past_due: 'admin.support.subscription.status.past_due',
  cancelled: 'admin.support.subscription.status.cancelled',
};
const COUPLE_STATUS: Record<string, MessageId> = {
  active: 'admin.support.couple.status.active',
  service_terminated: 'admin.support.couple.status.service_terminated',
};
const SIGNUP_STATUS: Record<string, MessageId> = { complete: 'admin.support.signup.complete' };
const MAIL_STATUS: Record<string, MessageId> = {
  pending: 'admin.support.mail.status.pending',
  sent: 'admin.support.mail.status.sent',
  failed: 'admin.support.mail.status.failed',
};
const ATTENDANCE: Record<string, MessageId> = { no_show: 'admin.support.attendance.no_show', arrived: 'admin.support.attendance.arrived' };

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const t = useT();
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-sm text-stone-900">{value || t('admin.support.none')}</dd>
    </div>
  );
}

const yesNo = (t: Translate, value: boolean) => t(value ? 'admin.support.yes' : 'admin.support.no');

/** A payment refunded in part can be refunded again, up to what is left of it. */
const REFUNDABLE = new Set(['succeeded', 'partially_refunded']);

/** A row of a result's table on a desktop, a card of label-value lines on a phone (each cell names itself). */
const rowClasses = 'grid grid-cols-1 gap-1 border-t border-stone-100 py-2 md:table-row md:py-0';
const cellClasses = 'md:table-cell md:py-1.5 md:pr-3 md:align-middle';

function ResultCard({ result }: { result: CustomerLookupResultDto }) {
  const wording = useWording();
  const { t, locale } = wording;
  const { user } = result;
  const name = `${user.first_name} ${user.last_name ?? ''}`.trim();
  const dinnerOf = (booking: SupportBookingHistoryDto) => dinnerName(wording, booking.dinner_city, booking.dinner_date, booking.dinner_time_zone);
  const dinnerOfBooking = new Map(result.bookingHistory.map((booking) => [booking.id, dinnerOf(booking)]));
  const serviceDate = (iso: string) => formatZonedDateTime(iso, SERVICE_TIME_ZONE, locale);
  const money = (minor: number, currency: string) => formatMinorUnits(minor, currency, locale);
  return (
    <article className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5" aria-label={name}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-serif text-lg text-stone-900">
          {user.first_name} {user.last_name}
        </h3>
        <span className="text-sm text-stone-600">{user.email}</span>
        {user.is_admin && <Badge status="admin">{t('admin.support.user.admin')}</Badge>}
        {user.service_terminated ? (
          <Badge status="service_terminated">{t('admin.support.user.terminated')}</Badge>
        ) : (
          <Badge status="active">{t('admin.support.user.active')}</Badge>
        )}
        {user.couple_id && (user.service_terminated || user.partner_invitation_pending) && (
          <span className="flex flex-wrap gap-2 sm:ml-auto">
            {user.service_terminated && <ReinstateCoupleAction coupleId={user.couple_id} name={name} />}
            {user.partner_invitation_pending && <ResendInvitationAction userId={user.id} name={name} />}
          </span>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label={t('admin.support.detail.userId')} value={user.id} />
        <Detail label={t('admin.support.detail.phone')} value={user.phone_number} />
        <Detail label={t('admin.support.detail.location')} value={user.location} />
        <Detail label={t('admin.support.detail.signupStatus')} value={said(t, SIGNUP_STATUS, user.signup_status)} />
        <Detail label={t('admin.support.detail.emailVerified')} value={yesNo(t, user.email_verified)} />
        <Detail label={t('admin.support.detail.marketing')} value={yesNo(t, user.opt_in_for_marketing)} />
        <Detail label={t('admin.support.detail.coupleId')} value={user.couple_id} />
        <Detail label={t('admin.support.detail.coupleStatus')} value={result.couple && said(t, COUPLE_STATUS, result.couple.status)} />
        <Detail label={t('admin.support.detail.noShows')} value={result.couple ? String(result.couple.no_shows_last_12_months) : null} />
      </dl>
      <section aria-label={t('admin.support.subscription.title')}>
        <h4 className="text-sm font-semibold text-stone-800">{t('admin.support.subscription.title')}</h4>
        {result.subscription ? (
          <p className="flex flex-wrap items-center gap-1 text-sm text-stone-700">
            <Badge status={result.subscription.status}>{said(t, SUBSCRIPTION_STATUS, result.subscription.status)}</Badge>
            <span>
              {result.subscription.current_period_end
                ? t('admin.support.subscription.until', { plan: result.subscription.plan_type, date: serviceDate(result.subscription.current_period_end) })
                : result.subscription.plan_type}
            </span>
          </p>
        ) : (
          <p className="text-sm text-stone-500">{t('admin.support.subscription.none')}</p>
        )}
      </section>
      <section aria-label={t('admin.support.payments.title')}>
        <h4 className="text-sm font-semibold text-stone-800">{t('admin.support.payments.title')}</h4>
        {result.paymentHistory.length === 0 ? (
          <p className="text-sm text-stone-500">{t('admin.support.payments.none')}</p>
        ) : (
          <table className="block w-full text-left text-sm md:table">
            <thead className="hidden text-xs text-stone-500 md:table-header-group">
              <tr>
                <th className="py-1">{t('admin.support.column.date')}</th>
                <th>{t('admin.support.column.dinner')}</th>
                <th>{t('admin.support.column.amount')}</th>
                <th>{t('admin.support.column.status')}</th>
                <th>{t('admin.support.column.paymentIntent')}</th>
                <th>
                  <span className="sr-only">{t('admin.support.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {result.paymentHistory.map((payment) => {
                const dinner = payment.booking_id ? (dinnerOfBooking.get(payment.booking_id) ?? null) : null;
                return (
                  <tr key={payment.id} className={rowClasses}>
                    <td className={cellClasses}>
                      <CellLabel>{t('admin.support.payments.paid')}</CellLabel>
                      {serviceDate(payment.created_at)}
                    </td>
                    <td className={cellClasses}>
                      <CellLabel>{t('admin.support.column.dinner')}</CellLabel>
                      {dinner ?? said(t, TRANSACTION_TYPE, payment.transaction_type)}
                    </td>
                    <td className={cellClasses}>
                      <CellLabel>{t('admin.support.column.amount')}</CellLabel>
                      {payment.refunded_amount !== null && payment.refunded_amount < payment.amount
                        ? t('admin.support.payments.partlyRefunded', {
                            amount: money(payment.amount, payment.currency),
                            refunded: money(payment.refunded_amount, payment.currency),
                          })
                        : money(payment.amount, payment.currency)}
                    </td>
                    <td className={cellClasses}>
                      <Badge status={payment.status}>{said(t, PAYMENT_STATUS, payment.status)}</Badge>
                    </td>
                    <td className={`${cellClasses} break-all font-mono text-xs`}>{payment.provider_payment_intent_id}</td>
                    <td className={cellClasses}>{REFUNDABLE.has(payment.status) && <RefundPaymentAction payment={payment} dinner={dinner} />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label={t('admin.support.bookings.history')}>
        <h4 className="text-sm font-semibold text-stone-800">{t('admin.support.bookings.history')}</h4>
        {result.bookingHistory.length === 0 ? (
          <p className="text-sm text-stone-500">{t('admin.support.bookings.noHistory')}</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {result.bookingHistory.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium text-stone-900">{dinnerOf(booking)}</span>
                <Badge status={booking.status}>{said(t, BOOKING_STATUS, booking.status)}</Badge>
                {booking.attendance && <Badge status={booking.attendance}>{said(t, ATTENDANCE, booking.attendance)}</Badge>}
                <span className="text-xs text-stone-500">{t('admin.support.bookings.booked', { when: serviceDate(booking.created_at) })}</span>
                <span className="flex flex-wrap gap-2 sm:ml-auto">
                  <BookingActions booking={booking} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('admin.support.mails.label')}>
        <h4 className="text-sm font-semibold text-stone-800">{t('admin.support.mails.title')}</h4>
        {result.mails.length === 0 ? (
          <p className="text-sm text-stone-500">{t('admin.support.mails.none')}</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {result.mails.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="text-stone-900">{mail.subject}</span>
                <Badge status={mail.status}>{said(t, MAIL_STATUS, mail.status)}</Badge>
                <span className="text-xs text-stone-500">{serviceDate(mail.created_at)}</span>
                <span className="sm:ml-auto">
                  <ResendMailAction mail={mail} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/**
 * Customer Support: look a person up by user id, email, or first or last name. Lookups are
 * cached for 5 minutes and retried once; each one is recorded in the audit log.
 */
export function CustomerSupportPanel() {
  const t = useT();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // Each lookup the server answers is a new audit-log entry.
  const lookup = useUserLookup(
    { query },
    { query: { enabled: query !== '', staleTime: FIVE_MINUTES, retry: 1, meta: { invalidates: [getAuditLogQueryKey()] } } },
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setQuery(text.trim());
  };

  return (
    <section className="space-y-6" aria-labelledby="customer-support-title">
      <h2 id="customer-support-title" className="font-serif text-2xl text-stone-900">
        {t('admin.support.title')}
      </h2>
      <form role="search" onSubmit={search} className="flex gap-2">
        <label htmlFor="support-search" className="sr-only">
          {t('admin.support.search.label')}
        </label>
        <input
          id="support-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('admin.support.search.placeholder')}
          className={inputClasses(false, 'flex-1')}
        />
        <Button type="submit" disabled={!text.trim()}>
          {t('admin.support.search.button')}
        </Button>
      </form>
      {query === '' && (
        <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          <p className="font-medium text-stone-800">{t('admin.support.search.promptTitle')}</p>
          <p className="text-sm">{t('admin.support.search.promptText')}</p>
        </div>
      )}
      {query !== '' && lookup.isLoading && <Spinner label={t('admin.support.search.searching')} showLabel />}
      {lookup.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {searchFailure(t, lookup.error)}
        </p>
      )}
      {lookup.data && lookup.data.results.length === 0 && (
        <div className="rounded-2xl border border-stone-200 p-8 text-center">
          <p className="font-medium text-stone-800">{t('admin.support.search.noneTitle')}</p>
          <ul className="mt-2 text-sm text-stone-600">
            <li>{t('admin.support.search.hintSpelling')}</li>
            <li>{t('admin.support.search.hintPart')}</li>
            <li>{t('admin.support.search.hintId')}</li>
          </ul>
        </div>
      )}
      {lookup.data && lookup.data.results.length > 0 && (
        <div className="space-y-4">
          <p className="text-sm text-stone-600">{t('admin.support.search.found', { count: lookup.data.results.length })}</p>
          {lookup.data.results.map((result) => (
            <ResultCard key={result.user.id} result={result} />
          ))}
        </div>
      )}
    </section>
  );
}
