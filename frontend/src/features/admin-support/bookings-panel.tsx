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
import { CancelBookingAction, dinnerName, MoveBookingAction } from './support-actions';
import { useT } from '../../i18n/use-t';

const PAGE_SIZE = 25;
const ORDERS = [
  ['created_at:desc', 'Newest bookings first'],
  ['created_at:asc', 'Oldest bookings first'],
  ['dinner_date:asc', 'Dinner date, soonest first'],
  ['dinner_date:desc', 'Dinner date, latest first'],
  ['status:asc', 'Status'],
] as const;
const STATUSES = [['', 'Any status'], ...Object.values(ListBookingsPageStatus).map((status) => [status, status.replace(/_/g, ' ')] as const)] as const;
const CANCELLABLE = new Set(['pending_payment', 'confirmed']);
const MOVABLE_FROM = new Set(['accepting_bookings', 'booking_closed']);

/** Every booking, searched by a member's name or email, filtered and sorted on the server; each row names its couple and dinner, its actions in reach on a phone. */
export function BookingsPanel() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const t = useT();
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
        Bookings
      </h2>
      <ListToolbar>
        <ListSearch label="Search bookings" placeholder="A member's name or email" onSearch={refine(setSearch)} />
        <ListSelect label="Booking status" value={status} options={STATUSES} onChange={refine(setStatus)} />
        <CityFilter value={city} onChange={refine(setCity)} />
        <ListSelect label="Order" value={order} options={ORDERS} onChange={refine(setOrder)} />
      </ListToolbar>
      {bookings.isLoading && <ListLoading label="Loading bookings..." />}
      {bookings.isError && <ListError message="Failed to load bookings" onRetry={() => void bookings.refetch()} />}
      {bookings.data && bookings.data.bookings.length === 0 && <ListEmpty title="No bookings match." />}
      {bookings.data && bookings.data.bookings.length > 0 && (
        <>
          <table className={rt.table}>
            <thead className={rt.head}>
              <tr>
                <th className="py-2">Couple</th>
                <th>Dinner</th>
                <th>Status</th>
                <th>Booked</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={rt.body}>
              {bookings.data.bookings.map((booking) => (
                <tr key={booking.id} className={rt.row}>
                  <td className={`${rt.cell} font-medium md:font-normal`}>{booking.couple_name}</td>
                  <td className={rt.cell}>
                    <CellLabel>Dinner</CellLabel>
                    {dinnerName(booking.dinner_city, booking.dinner_date, booking.dinner_time_zone)}
                  </td>
                  <td className={rt.cell}>
                    <Badge variant={booking.status === 'confirmed' || booking.status === 'attended' ? 'success' : 'outline'}>
                      {booking.status.replace(/_/g, ' ')}
                    </Badge>
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Booked</CellLabel>
                    {formatZonedDateTime(booking.created_at, SERVICE_TIME_ZONE)}
                  </td>
                  <td className={`${rt.cell} pt-2 md:pt-2`}>
                    <span className="flex flex-wrap gap-2">
                      {booking.status === 'confirmed' && MOVABLE_FROM.has(booking.dinner_status) && <MoveBookingAction booking={booking} />}
                      {CANCELLABLE.has(booking.status) && <CancelBookingAction booking={booking} />}
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
