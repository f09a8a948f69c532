import { Link } from 'react-router-dom';
import type { DinnerDto } from '../../api/generated/model';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { formatDinnerDate, formatDinnerTime } from '../../lib/dinner-format';
import { formatMoney } from '../../lib/money';
import { useLocale, useT } from '../../i18n/use-t';

/** The booking button is off while the deadline has passed, no spots remain or the event is not active. */
export const canBook = (event: DinnerDto) =>
  event.is_active && event.status === 'accepting_bookings' && event.booking_window.state !== 'expired' && event.available_spots > 0;

/** Open but full: the booking page offers the standby list instead. */
export const isFullButOpen = (event: DinnerDto) =>
  event.is_active && event.status === 'accepting_bookings' && event.booking_window.state !== 'expired' && event.available_spots === 0;

export function BookingWindowBadge({ event }: { event: DinnerDto }) {
  const t = useT();
  const { state, hours_left: hours } = event.booking_window;
  if (state === 'expired')
    return <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700">{t('dashboard.event.closed')}</span>;
  if (state === 'urgent')
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {t('dashboard.event.closesIn', { hoursLeft: t('common.hoursLeft', { hours }) })}
      </span>
    );
  return <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">{t('dashboard.event.open')}</span>;
}

/** One dinner event with its date, spots, fee and the way to book it. */
export function DinnerEventRow({ event, locked, booked }: { event: DinnerDto; locked: boolean; booked: boolean }) {
  const t = useT();
  const locale = useLocale();
  const disabled = locked || booked || !canBook(event);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-ink">
          {[formatDinnerDate(event.event_date, event.time_zone, locale), formatDinnerTime(event.event_date, event.time_zone, locale)].join(' · ')}
        </p>
        <p className="mt-0.5 text-sm text-stone-600">
          {[
            `${event.city}, ${event.country}`,
            t('common.spotsLeft', { count: event.available_spots }),
            formatMoney(event.logistics_fee, event.currency, locale),
          ].join(' · ')}
        </p>
        <div className="mt-1.5">
          <BookingWindowBadge event={event} />
        </div>
      </div>
      {booked ? (
        <span className="text-sm font-semibold text-emerald-800">{t('dashboard.nextDinner.booked')}</span>
      ) : disabled ? (
        <div className="flex flex-wrap gap-2">
          <span className={buttonClasses('primary', 'pointer-events-none opacity-50')} aria-disabled="true">
            {t('dashboard.event.book')}
          </span>
          {!locked && isFullButOpen(event) && (
            <Link to={paths.book(event.id)} className={buttonClasses('secondary')}>
              {t('dashboard.nextDinner.standby')}
            </Link>
          )}
        </div>
      ) : (
        <Link to={paths.book(event.id)} className={buttonClasses('primary')}>
          {t('dashboard.event.book')}
        </Link>
      )}
    </li>
  );
}
