import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListBookingsPage } from '../../api/generated/support/support';
import { ListBookingsPageOrder, ListBookingsPageSort, ListBookingsPageStatus } from '../../api/generated/model';
import { CityFilter } from '../../components/admin/city-filter';
import { Badge } from '../../components/ui/badge';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { CellLabel, ListSearch, ListSelect, ListToolbar, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { Pager } from '../../components/ui/pager';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { BookingActions } from './support-actions';
import { BOOKING_STATUS, dinnerName, said } from './support-words';
import type { MessageId } from '../../i18n/catalogues';
import { useWording, type Translate } from '../../i18n/use-t';

const PAGE_SIZE = 25;
/** The orders the list offers, as the server's sort and order. */
const ORDERS: readonly (readonly [string, MessageId])[] = [
  ['created_at:desc', 'admin.support.bookings.order.newest'],
  ['created_at:asc', 'admin.support.bookings.order.oldest'],
  ['dinner_date:asc', 'admin.support.bookings.order.dinnerSoonest'],
  ['dinner_date:desc', 'admin.support.bookings.order.dinnerLatest'],
  ['status:asc', 'admin.support.bookings.order.status'],
];
const orderChoices = (t: Translate) => ORDERS.map(([value, label]) => [value, t(label)] as const);
const statusChoices = (t: Translate) => [
  ['', t('admin.support.bookings.anyStatus')] as const,
  ...Object.values(ListBookingsPageStatus).map((status) => [status, said(t, BOOKING_STATUS, status)] as const),
];

/** Every booking, searched by a member's name or email, filtered and sorted on the server; each row names its couple and dinner, its actions in reach on a phone. */
export function BookingsPanel() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const wording = useWording();
  const { t, locale } = wording;
  const [status, setStatus] = useState('');
  const [city, setCity] = useState('');
  const [order, setOrder] = useState<string>(ORDERS[0][0]);
  const [sort, direction] = order.split(':') as [ListBookingsPageSort, ListBookingsPageOrder];
  const refine = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const bookings = useListBookingsPage(
    {
      page,
      page_size: PAGE_SIZE,
      sort,
      order: direction,
      ...(search ? { search } : {}),
      ...(status ? { status: status as ListBookingsPageStatus } : {}),
      ...(city ? { city } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <section className="space-y-4" aria-labelledby="bookings-title">
      <h2 id="bookings-title" className="font-serif text-xl text-stone-900">
        {t('admin.support.bookings.title')}
      </h2>
      <ListToolbar>
        <ListSearch label={t('admin.support.bookings.search')} placeholder={t('admin.support.bookings.searchPlaceholder')} onSearch={refine(setSearch)} />
        <ListSelect label={t('admin.support.bookings.status')} value={status} options={statusChoices(t)} onChange={refine(setStatus)} />
        <CityFilter value={city} onChange={refine(setCity)} />
        <ListSelect label={t('admin.support.bookings.sort')} value={order} options={orderChoices(t)} onChange={refine(setOrder)} />
      </ListToolbar>
      {bookings.isLoading && <ListLoading label={t('admin.support.bookings.loading')} />}
      {bookings.isError && <ListError message={t('admin.support.bookings.loadFailed')} onRetry={() => void bookings.refetch()} />}
      {bookings.data && bookings.data.bookings.length === 0 && <ListEmpty title={t('admin.support.bookings.none')} />}
      {bookings.data && bookings.data.bookings.length > 0 && (
        <>
          <table className={rt.table}>
            <thead className={rt.head}>
              <tr>
                <th className="py-2">{t('admin.support.column.couple')}</th>
                <th>{t('admin.support.column.dinner')}</th>
                <th>{t('admin.support.column.status')}</th>
                <th>{t('admin.support.column.booked')}</th>
                <th>
                  <span className="sr-only">{t('admin.support.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={rt.body}>
              {bookings.data.bookings.map((booking) => (
                <tr key={booking.id} className={rt.row}>
                  <td className={`${rt.cell} font-medium md:font-normal`}>{booking.couple_name}</td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.support.column.dinner')}</CellLabel>
                    {dinnerName(wording, booking.dinner_city, booking.dinner_date, booking.dinner_time_zone)}
                  </td>
                  <td className={rt.cell}>
                    <Badge variant={booking.status === 'confirmed' || booking.status === 'attended' ? 'success' : 'outline'}>
                      {said(t, BOOKING_STATUS, booking.status)}
                    </Badge>
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.support.column.booked')}</CellLabel>
                    {formatZonedDateTime(booking.created_at, SERVICE_TIME_ZONE, locale)}
                  </td>
                  <td className={`${rt.cell} pt-2 md:pt-2`}>
                    <span className="flex flex-wrap gap-2">
                      <BookingActions booking={booking} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={bookings.data.total}
            counted={t('admin.count.bookings', { count: bookings.data.total })}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
