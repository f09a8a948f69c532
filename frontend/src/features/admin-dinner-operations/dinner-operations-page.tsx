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
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT, type Translate } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';

const BOOKING_STATUS: Record<string, MessageId> = {
  pending_payment: 'admin.ops.booking.pending_payment',
  confirmed: 'admin.ops.booking.confirmed',
  attended: 'admin.ops.booking.attended',
  cancelled: 'admin.ops.booking.cancelled',
  expired: 'admin.ops.booking.expired',
};

const PAYMENT_STATUS: Record<string, MessageId> = {
  requires_payment: 'admin.ops.payment.requires_payment',
  succeeded: 'admin.ops.payment.succeeded',
  failed: 'admin.ops.payment.failed',
  refund_pending: 'admin.ops.payment.refund_pending',
  refunded: 'admin.ops.payment.refunded',
};

const STANDBY_STATUS: Record<string, MessageId> = {
  waiting: 'admin.ops.standby.waiting',
  offered: 'admin.ops.standby.offered',
  booked: 'admin.ops.standby.booked',
  lapsed: 'admin.ops.standby.lapsed',
  left: 'admin.ops.standby.left',
  closed: 'admin.ops.standby.closed',
};

/** A status in words from its table, the server's value when the table does not know it. */
const said = (t: Translate, table: Record<string, MessageId>, value: string) => (table[value] ? t(table[value]) : value);

/** A dinner's operations (/admin/dinners/{dinnerId}/operations): reached from Dinner Events and Matched Dinners. */
export default function DinnerOperationsPage() {
  const t = useT();
  useDocumentTitle(t('admin.ops.documentTitle'));
  const { dinnerId = '' } = useParams();
  const operations = useGetDinnerOperations(dinnerId, { query: { enabled: dinnerId !== '' } });
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <Link to={paths.adminDashboard} className="font-semibold text-brand-700 underline">
        {t('admin.ops.back')}
      </Link>
      {operations.isPending ? (
        <ListLoading label={t('admin.ops.loading')} />
      ) : operations.isError ? (
        <ListError message={t('admin.ops.loadFailed')} onRetry={() => void operations.refetch()} />
      ) : (
        <Operations data={operations.data} />
      )}
    </main>
  );
}

function Operations({ data }: { data: DinnerOperationsDto }) {
  const t = useT();
  const locale = useLocale();
  const optionLabel = useOptionLabel();
  const { dinner } = data;
  const when = (iso: string | null) => (iso ? formatZonedDateTime(iso, dinner.time_zone, locale) : t('admin.ops.noTime'));
  const restaurants = tablesByRestaurant(data.tables, t('admin.ops.unknownRestaurant'));
  // A cancelled dinner needs no table: nothing on its page asks the admin to seat or re-seat a group.
  const cancelled = dinner.status === 'cancelled_by_system';
  const unseated = cancelled ? [] : data.tables.filter((table) => !table.restaurant_id || table.table_number === null);
  const declined = cancelled ? [] : data.tables.filter((table) => table.reservation?.status === 'declined');
  return (
    <>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('admin.ops.title', { city: dinner.city, when: when(dinner.event_date) })}</h1>
        <p className="flex flex-wrap items-center gap-2 text-stone-700">
          <DinnerStatusBadge status={dinner.status} />
          <span>
            {t('admin.ops.summary', {
              taken: dinner.taken_spots,
              capacity: dinner.capacity,
              deadline: when(dinner.booking_deadline),
              fee: formatMoney(dinner.logistics_fee, dinner.currency, locale),
            })}
          </span>
        </p>
        <Link className="font-semibold text-brand-700 underline" to={paths.adminMatches(dinner.id)}>
          {t('admin.ops.groupsAndMoves')}
        </Link>
      </header>

      {declined.length > 0 && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('admin.ops.declined', {
            count: declined.length,
            tables: declined
              .map((table) =>
                t(table.reservation?.decline_reason ? 'admin.ops.declinedTableWithReason' : 'admin.ops.declinedTable', {
                  restaurant: table.restaurant_name ?? t('admin.ops.unknownRestaurant'),
                  table: table.table_number ?? '',
                  reason: table.reservation?.decline_reason ?? '',
                }),
              )
              .join('; '),
          })}
        </p>
      )}

      {data.attendance_mismatches > 0 && (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t('admin.ops.mismatches', { count: data.attendance_mismatches })}
        </p>
      )}

      <section aria-labelledby="bookings-heading" className="space-y-3">
        <h2 id="bookings-heading" className="text-xl font-semibold text-brand-800">
          {t('admin.ops.bookings', { count: data.bookings.length })}
        </h2>
        {data.bookings.length === 0 ? (
          <p className="text-stone-600">{t('admin.ops.noBookings')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.bookings.map((b) => (
              <li key={b.booking_id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                <p className="font-semibold">{b.couple_names}</p>
                <p className="text-sm text-stone-700">
                  {[
                    said(t, BOOKING_STATUS, b.status) + (b.was_late_cancellation ? t('admin.ops.late') : ''),
                    t('admin.ops.booked', { when: when(b.booked_at) }),
                    b.status === 'pending_payment' && b.hold_expires_at ? t('admin.ops.holdUntil', { when: when(b.hold_expires_at) }) : null,
                    b.cancelled_at ? t('admin.ops.cancelledAt', { when: when(b.cancelled_at) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-sm text-stone-700">
                  {[
                    t('admin.ops.payment', {
                      payment: b.payment
                        ? t('admin.ops.paymentLine', {
                            status: said(t, PAYMENT_STATUS, b.payment.status),
                            amount: formatMoney(b.payment.amount, b.payment.currency, locale),
                          })
                        : t('admin.ops.noPayment'),
                    }),
                    b.payment?.message,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="holds-heading" className="space-y-3">
        <h2 id="holds-heading" className="text-xl font-semibold text-brand-800">
          {t('admin.ops.holds', { count: data.holds.length })}
        </h2>
        {data.holds.length === 0 ? (
          <p className="text-stone-600">{t('admin.ops.noHolds')}</p>
        ) : (
          <ul className="space-y-1">
            {data.holds.map((h) => (
              <li key={h.booking_id}>{t('admin.ops.holdExpires', { couple: h.couple_names, when: when(h.expires_at) })}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="standby-heading" className="space-y-3">
        <h2 id="standby-heading" className="text-xl font-semibold text-brand-800">
          {t('admin.ops.standby', { count: data.standby.filter((s) => s.status === 'waiting' || s.status === 'offered').length })}
        </h2>
        {data.standby.length === 0 ? (
          <p className="text-stone-600">{t('admin.ops.noStandby')}</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5">
            {data.standby.map((s) => (
              <li key={`${s.couple_names}-${s.joined_at}`}>
                {[
                  t('admin.ops.standbyLine', { couple: s.couple_names, status: said(t, STANDBY_STATUS, s.status), when: when(s.joined_at) }),
                  s.offered_at ? t('admin.ops.spotOffered', { when: when(s.offered_at) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="tables-heading" className="space-y-3">
        <h2 id="tables-heading" className="text-xl font-semibold text-brand-800">
          {t('admin.ops.tables')}
        </h2>
        {cancelled ? (
          <p className="text-stone-600">{t('admin.ops.cancelled')}</p>
        ) : (
          restaurants.length === 0 && unseated.length === 0 && <p className="text-stone-600">{t('admin.ops.noGroups')}</p>
        )}
        {unseated.length > 0 && <p className="text-amber-800">{t('admin.ops.unseated', { count: unseated.length })}</p>}
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
                  {t('admin.ops.csv')}
                </a>
                <Link
                  className={buttonClasses('secondary', 'px-3 py-1.5 text-sm')}
                  to={`${paths.adminDinnerTablesPrint(dinner.id)}?restaurant=${restaurant.restaurantId}`}
                >
                  {t('admin.ops.printable')}
                </Link>
              </div>
            </div>
            <ul className="mt-3 space-y-3">
              {restaurant.tables.map((table) => {
                const answer = reservationLabel(table, cancelled);
                return (
                  <li key={table.group_id} className="border-t border-stone-100 pt-3">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{t('admin.ops.table', { number: table.table_number ?? '' })}</span>
                      <span>{cancelled ? t('admin.ops.dinnerCancelled') : t('admin.ops.people', { count: table.party_size })}</span>
                      <Badge variant={answer.variant}>{t(answer.label)}</Badge>
                    </p>
                    <p className="text-sm text-stone-700">{table.couple_names.join(', ')}</p>
                    <p className="text-sm text-stone-700">
                      {t('admin.ops.diets', { diets: table.dietary_needs.map(optionLabel).join(', ') || t('admin.ops.noDiets') })}
                    </p>
                    {table.reservation?.decline_reason && (
                      <p className="text-sm text-red-800">{t('admin.ops.reason', { reason: table.reservation.decline_reason })}</p>
                    )}
                    <TableEvening dinnerId={dinner.id} couples={table.couples} marking={data.marking} />
                  </li>
                );
              })}
            </ul>
          </article>
        ))}
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-800">
          {t('admin.ops.history')}
        </h2>
        {data.history.length === 0 ? (
          <p className="text-stone-600">{t('admin.ops.noHistory')}</p>
        ) : (
          <ul className="space-y-1">
            {data.history.map((h, n) => (
              <li key={`${h.at}-${n}`} className={h.failed ? 'font-semibold text-red-800' : ''}>
                {t('admin.ops.historyLine', { when: when(h.at), summary: h.summary })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
