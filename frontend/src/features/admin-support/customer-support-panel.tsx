import { FormEvent, useState } from 'react';
import { getAuditLogQueryKey, useUserLookup } from '../../api/generated/support/support';
import type { CustomerLookupResultDto } from '../../api/generated/model';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatMinorUnits } from '../../lib/money';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import {
  CancelBookingAction,
  dinnerName,
  MoveBookingAction,
  RefundPaymentAction,
  ReinstateCoupleAction,
  ResendInvitationAction,
  ResendMailAction,
} from './support-actions';

const FIVE_MINUTES = 5 * 60_000;

/** 'Search failed: {status} - {body}' (admin-side spec, section 8). */
function searchFailure(error: unknown): string {
  if (error instanceof ApiError) return `Search failed: ${error.status} - ${JSON.stringify(error.body ?? error.message)}`;
  return `Search failed: ${error instanceof Error ? error.message : String(error)}`;
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

function Badge({ children }: { children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone(children)}`}>{children.replace(/_/g, ' ')}</span>;
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-sm text-stone-900">{value || '-'}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CANCELLABLE = new Set(['pending_payment', 'confirmed']);
const MOVABLE_FROM = new Set(['accepting_bookings', 'booking_closed']);
/** A payment refunded in part can be refunded again, up to what is left of it. */
const REFUNDABLE = new Set(['succeeded', 'partially_refunded']);

/** A row of a result's table on a desktop, a card of label-value lines on a phone (each cell names itself). */
const rowClasses = 'grid grid-cols-1 gap-1 border-t border-stone-100 py-2 md:table-row md:py-0';
const cellClasses = 'md:table-cell md:py-1.5 md:pr-3 md:align-middle';
const PhoneLabel = ({ children }: { children: string }) => <span className="mr-1 text-xs text-stone-500 md:hidden">{children}:</span>;

function ResultCard({ result }: { result: CustomerLookupResultDto }) {
  const { user } = result;
  const name = `${user.first_name} ${user.last_name ?? ''}`.trim();
  const dinnerOfBooking = new Map(
    result.bookingHistory.map((booking) => [booking.id, dinnerName(booking.dinner_city, booking.dinner_date, booking.dinner_time_zone)]),
  );
  return (
    <article className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5" aria-label={name}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-serif text-lg text-stone-900">
          {user.first_name} {user.last_name}
        </h3>
        <span className="text-sm text-stone-600">{user.email}</span>
        {user.is_admin && <Badge>admin</Badge>}
        <Badge>{user.service_terminated ? 'Service Terminated' : 'active'}</Badge>
        {user.couple_id && (user.service_terminated || user.partner_invitation_pending) && (
          <span className="flex flex-wrap gap-2 sm:ml-auto">
            {user.service_terminated && <ReinstateCoupleAction coupleId={user.couple_id} name={name} />}
            {user.partner_invitation_pending && <ResendInvitationAction userId={user.id} name={name} />}
          </span>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="User ID" value={user.id} />
        <Detail label="Phone" value={user.phone_number} />
        <Detail label="Location" value={user.location} />
        <Detail label="Signup status" value={user.signup_status} />
        <Detail label="Email verified" value={yesNo(user.email_verified)} />
        <Detail label="Marketing opt-in" value={yesNo(user.opt_in_for_marketing)} />
        <Detail label="Couple ID" value={user.couple_id} />
        <Detail label="Couple status" value={result.couple?.status.replace(/_/g, ' ')} />
        <Detail label="No-shows (last 12 months)" value={result.couple ? String(result.couple.no_shows_last_12_months) : null} />
      </dl>
      <section aria-label="Subscription">
        <h4 className="text-sm font-semibold text-stone-800">Subscription</h4>
        {result.subscription ? (
          <p className="text-sm text-stone-700">
            <Badge>{result.subscription.status}</Badge> {result.subscription.plan_type}
            {result.subscription.current_period_end && ` until ${formatZonedDateTime(result.subscription.current_period_end, SERVICE_TIME_ZONE)}`}
          </p>
        ) : (
          <p className="text-sm text-stone-500">No subscription</p>
        )}
      </section>
      <section aria-label="Payment history">
        <h4 className="text-sm font-semibold text-stone-800">Payment history</h4>
        {result.paymentHistory.length === 0 ? (
          <p className="text-sm text-stone-500">No payments</p>
        ) : (
          <table className="block w-full text-left text-sm md:table">
            <thead className="hidden text-xs text-stone-500 md:table-header-group">
              <tr>
                <th className="py-1">Date</th>
                <th>Dinner</th>
                <th>Amount</th>
                <th>Status</th>
                <th>Payment intent</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {result.paymentHistory.map((payment) => {
                const dinner = payment.booking_id ? (dinnerOfBooking.get(payment.booking_id) ?? null) : null;
                return (
                  <tr key={payment.id} className={rowClasses}>
                    <td className={cellClasses}>
                      <PhoneLabel>Paid</PhoneLabel>
                      {formatZonedDateTime(payment.created_at, SERVICE_TIME_ZONE)}
                    </td>
                    <td className={cellClasses}>
                      <PhoneLabel>Dinner</PhoneLabel>
                      {dinner ?? payment.transaction_type.replace(/_/g, ' ')}
                    </td>
                    <td className={cellClasses}>
                      <PhoneLabel>Amount</PhoneLabel>
                      {formatMinorUnits(payment.amount, payment.currency)}
                      {payment.refunded_amount !== null &&
                        payment.refunded_amount < payment.amount &&
                        ` (${formatMinorUnits(payment.refunded_amount, payment.currency)} refunded)`}
                    </td>
                    <td className={cellClasses}>
                      <Badge>{payment.status.replace(/_/g, ' ')}</Badge>
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
      <section aria-label="Booking history">
        <h4 className="text-sm font-semibold text-stone-800">Booking history</h4>
        {result.bookingHistory.length === 0 ? (
          <p className="text-sm text-stone-500">No bookings</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {result.bookingHistory.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium text-stone-900">{dinnerName(booking.dinner_city, booking.dinner_date, booking.dinner_time_zone)}</span>
                <Badge>{booking.status}</Badge>
                {booking.attendance && <Badge>{booking.attendance === 'no_show' ? 'no-show' : 'arrived'}</Badge>}
                <span className="text-xs text-stone-500">booked {formatZonedDateTime(booking.created_at, SERVICE_TIME_ZONE)}</span>
                <span className="flex flex-wrap gap-2 sm:ml-auto">
                  {booking.status === 'confirmed' && MOVABLE_FROM.has(booking.dinner_status) && <MoveBookingAction booking={booking} />}
                  {CANCELLABLE.has(booking.status) && <CancelBookingAction booking={booking} />}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Mails">
        <h4 className="text-sm font-semibold text-stone-800">Latest mails</h4>
        {result.mails.length === 0 ? (
          <p className="text-sm text-stone-500">No mails</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {result.mails.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="text-stone-900">{mail.subject}</span>
                <Badge>{mail.status}</Badge>
                <span className="text-xs text-stone-500">{formatZonedDateTime(mail.created_at, SERVICE_TIME_ZONE)}</span>
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
        Customer Support
      </h2>
      <form role="search" onSubmit={search} className="flex gap-2">
        <label htmlFor="support-search" className="sr-only">
          Search users
        </label>
        <input
          id="support-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="User ID, email, first or last name"
          className={inputClasses(false, 'flex-1')}
        />
        <Button type="submit" disabled={!text.trim()}>
          Search
        </Button>
      </form>
      {query === '' && (
        <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          <p className="font-medium text-stone-800">Search for a user</p>
          <p className="text-sm">Enter a user ID, an email address, or a first or last name to see their account, payments and bookings.</p>
        </div>
      )}
      {query !== '' && lookup.isLoading && <Spinner label="Searching..." showLabel />}
      {lookup.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {searchFailure(lookup.error)}
        </p>
      )}
      {lookup.data && lookup.data.results.length === 0 && (
        <div className="rounded-2xl border border-stone-200 p-8 text-center">
          <p className="font-medium text-stone-800">No Users Found</p>
          <ul className="mt-2 text-sm text-stone-600">
            <li>Check the spelling of the name or email.</li>
            <li>Search by part of the email, or by first or last name only.</li>
            <li>Paste the full user ID to find one account.</li>
          </ul>
        </div>
      )}
      {lookup.data && lookup.data.results.length > 0 && (
        <div className="space-y-4">
          <p className="text-sm text-stone-600">
            {lookup.data.results.length} {lookup.data.results.length === 1 ? 'user' : 'users'} found
          </p>
          {lookup.data.results.map((result) => (
            <ResultCard key={result.user.id} result={result} />
          ))}
        </div>
      )}
    </section>
  );
}
