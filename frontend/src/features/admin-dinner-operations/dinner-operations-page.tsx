import { Link, useParams } from 'react-router-dom';
import { getExportDinnerTablesUrl, useGetDinnerOperations } from '../../api/generated/admin/admin';
import type { DinnerOperationsDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { ListError, ListLoading } from '../../components/ui/list-states';
import { useDocumentTitle } from '../../lib/document-title';
import { DinnerStatusBadge } from '../../components/admin/dinner-status-badge';
import { paths } from '../../lib/paths';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { reservationLabel, tablesByRestaurant } from './operations-tables';
import { formatMoney } from '../../lib/money';
import { TableEvening } from './table-evening';

const BOOKING_STATUS: Record<string, string> = {
  pending_payment: 'Hold (unpaid)',
  confirmed: 'Confirmed',
  attended: 'Attended',
  cancelled: 'Cancelled',
  expired: 'Hold lapsed',
};

const PAYMENT_STATUS: Record<string, string> = {
  requires_payment: 'Not paid yet',
  succeeded: 'Paid',
  failed: 'Failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

const STANDBY_STATUS: Record<string, string> = {
  waiting: 'Waiting',
  offered: 'Spot held for them (15 minutes)',
  booked: 'Booked',
  lapsed: 'Offer lapsed',
  left: 'Left the list',
  closed: 'Closed at the deadline',
};

/** A dinner's operations (/admin/dinners/{dinnerId}/operations): reached from Dinner Events and Matched Dinners. */
export default function DinnerOperationsPage() {
  useDocumentTitle('Dinner operations · Admin');
  const { dinnerId = '' } = useParams();
  const operations = useGetDinnerOperations(dinnerId, { query: { enabled: dinnerId !== '' } });
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <Link to={paths.adminDashboard} className="font-semibold text-brand-700 underline">
        ← Back to the admin dashboard
      </Link>
      {operations.isPending ? (
        <ListLoading label="Loading the dinner's operations..." />
      ) : operations.isError ? (
        <ListError message="Failed to load the dinner's operations. Please try again." onRetry={() => void operations.refetch()} />
      ) : (
        <Operations data={operations.data} />
      )}
    </main>
  );
}

function Operations({ data }: { data: DinnerOperationsDto }) {
  const { dinner } = data;
  const when = (iso: string | null) => (iso ? formatZonedDateTime(iso, dinner.time_zone) : '—');
  const restaurants = tablesByRestaurant(data.tables);
  // A cancelled dinner needs no table: nothing on its page asks the admin to seat or re-seat a group.
  const cancelled = dinner.status === 'cancelled_by_system';
  const unseated = cancelled ? [] : data.tables.filter((t) => !t.restaurant_id || t.table_number === null);
  const declined = cancelled ? [] : data.tables.filter((t) => t.reservation?.status === 'declined');
  return (
    <>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">
          Dinner in {dinner.city}, {when(dinner.event_date)}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-stone-700">
          <DinnerStatusBadge status={dinner.status} />
          <span>
            {dinner.taken_spots} of {dinner.capacity} spots taken · booking deadline {when(dinner.booking_deadline)} · fee{' '}
            {formatMoney(dinner.logistics_fee, dinner.currency)}
          </span>
        </p>
        <Link className="font-semibold text-brand-700 underline" to={paths.adminMatches(dinner.id)}>
          Groups and moves
        </Link>
      </header>

      {declined.length > 0 && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {declined.length === 1 ? 'A restaurant declined its table' : `${declined.length} restaurants declined their tables`}:{' '}
          {declined
            .map((t) => `${t.restaurant_name} (table ${t.table_number}${t.reservation?.decline_reason ? `: ${t.reservation.decline_reason}` : ''})`)
            .join('; ')}
          . Choose another restaurant or table for the group.
        </p>
      )}

      {data.attendance_mismatches > 0 && (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {data.attendance_mismatches === 1
            ? "1 couple: the restaurant's mark and a tablemate's word differ."
            : `${data.attendance_mismatches} couples: the restaurant's mark and a tablemate's word differ.`}{' '}
          See the tables below.
        </p>
      )}

      <section aria-labelledby="bookings-heading" className="space-y-3">
        <h2 id="bookings-heading" className="text-xl font-semibold text-brand-800">
          Bookings ({data.bookings.length})
        </h2>
        {data.bookings.length === 0 ? (
          <p className="text-stone-600">No bookings yet.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.bookings.map((b) => (
              <li key={b.booking_id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                <p className="font-semibold">{b.couple_names}</p>
                <p className="text-sm text-stone-700">
                  {BOOKING_STATUS[b.status] ?? b.status}
                  {b.was_late_cancellation ? ' (late)' : ''} · booked {when(b.booked_at)}
                  {b.status === 'pending_payment' && b.hold_expires_at ? ` · hold until ${when(b.hold_expires_at)}` : ''}
                  {b.cancelled_at ? ` · cancelled ${when(b.cancelled_at)}` : ''}
                </p>
                <p className="text-sm text-stone-700">
                  Payment:{' '}
                  {b.payment ? `${PAYMENT_STATUS[b.payment.status] ?? b.payment.status}, ${formatMoney(b.payment.amount, b.payment.currency)}` : 'none'}
                  {b.payment?.message ? ` · ${b.payment.message}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="holds-heading" className="space-y-3">
        <h2 id="holds-heading" className="text-xl font-semibold text-brand-800">
          Holds ({data.holds.length})
        </h2>
        {data.holds.length === 0 ? (
          <p className="text-stone-600">No unpaid holds running.</p>
        ) : (
          <ul className="space-y-1">
            {data.holds.map((h) => (
              <li key={h.booking_id}>
                {h.couple_names}: expires {when(h.expires_at)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="standby-heading" className="space-y-3">
        <h2 id="standby-heading" className="text-xl font-semibold text-brand-800">
          Standby ({data.standby.filter((s) => s.status === 'waiting' || s.status === 'offered').length} waiting or offered)
        </h2>
        {data.standby.length === 0 ? (
          <p className="text-stone-600">Nobody on the standby list.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5">
            {data.standby.map((s) => (
              <li key={`${s.couple_names}-${s.joined_at}`}>
                {s.couple_names}: {STANDBY_STATUS[s.status] ?? s.status} · joined {when(s.joined_at)}
                {s.offered_at ? ` · spot offered ${when(s.offered_at)}` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="tables-heading" className="space-y-3">
        <h2 id="tables-heading" className="text-xl font-semibold text-brand-800">
          Groups and tables
        </h2>
        {cancelled ? (
          <p className="text-stone-600">This dinner is cancelled: no table is needed.</p>
        ) : (
          restaurants.length === 0 && unseated.length === 0 && <p className="text-stone-600">No groups yet.</p>
        )}
        {unseated.length > 0 && (
          <p className="text-amber-800">{unseated.length === 1 ? 'One group has' : `${unseated.length} groups have`} no restaurant table yet.</p>
        )}
        {restaurants.map((restaurant) => (
          <article key={restaurant.restaurantId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{restaurant.restaurantName}</h3>
              <div className="flex flex-wrap gap-2">
                <a
                  className={buttonClasses('secondary', 'px-3 py-1.5 text-sm')}
                  href={getExportDinnerTablesUrl(dinner.id, { restaurant_id: restaurant.restaurantId })}
                  download
                >
                  CSV
                </a>
                <Link
                  className={buttonClasses('secondary', 'px-3 py-1.5 text-sm')}
                  to={`${paths.adminDinnerTablesPrint(dinner.id)}?restaurant=${restaurant.restaurantId}`}
                >
                  Printable list
                </Link>
              </div>
            </div>
            <ul className="mt-3 space-y-3">
              {restaurant.tables.map((t) => {
                const answer = reservationLabel(t, cancelled);
                return (
                  <li key={t.group_id} className="border-t border-stone-100 pt-3">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">Table {t.table_number}</span>
                      <span>· {cancelled ? 'dinner cancelled' : `${t.party_size} people`}</span>
                      <Badge variant={answer.variant}>{answer.label}</Badge>
                    </p>
                    <p className="text-sm text-stone-700">{t.couple_names.join(', ')}</p>
                    <p className="text-sm text-stone-700">Dietary needs: {t.dietary_needs.join(', ') || 'none'}</p>
                    {t.reservation?.decline_reason && <p className="text-sm text-red-800">Reason: {t.reservation.decline_reason}</p>}
                    <TableEvening dinnerId={dinner.id} couples={t.couples} marking={data.marking} />
                  </li>
                );
              })}
            </ul>
          </article>
        ))}
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-800">
          History
        </h2>
        {data.history.length === 0 ? (
          <p className="text-stone-600">Nothing has run for this dinner yet.</p>
        ) : (
          <ul className="space-y-1">
            {data.history.map((h, n) => (
              <li key={`${h.at}-${n}`} className={h.failed ? 'font-semibold text-red-800' : ''}>
                {when(h.at)}: {h.summary}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
