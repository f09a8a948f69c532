import type { DinnerDto } from '../../api/generated/model';
import { useWording } from '../../i18n/use-t';
import { formatDinnerDate, formatDinnerTime } from '../../lib/dinner-format';
import { formatMoney } from '../../lib/money';
import { revealText } from '../../lib/reveal-texts';

/** The dinner being booked: city, date and time, when it is revealed, an urgent deadline, and the fee. */
export function DinnerSummary({ event }: { event: DinnerDto }) {
  const wording = useWording();
  const { t, locale } = wording;
  return (
    <section aria-label={t('booking.summary.label')} className="mt-6 rounded-2xl bg-brand-50 p-4">
      <h2 className="text-lg font-semibold text-ink">{t('common.dinnerIn', { city: event.city })}</h2>
      <p className="mt-1 text-sm text-stone-700">
        {t('booking.summary.when', {
          date: formatDinnerDate(event.event_date, event.time_zone, locale),
          time: formatDinnerTime(event.event_date, event.time_zone, locale),
        })}
      </p>
      <p className="mt-1 text-sm text-stone-600">{revealText(event.reveal_timing, event.booking_deadline, event.time_zone, wording)}</p>
      {event.booking_window.state === 'urgent' && (
        <p className="mt-2 text-sm font-semibold text-amber-800">
          {t('booking.summary.closesIn', { hoursLeft: t('common.hoursLeft', { hours: event.booking_window.hours_left }) })}
        </p>
      )}
      <div className="mt-4 flex items-center justify-between border-t border-brand-100 pt-3">
        <span className="text-sm font-medium text-stone-700">{t('booking.fee')}</span>
        <span className="text-lg font-bold text-ink">{formatMoney(event.logistics_fee, event.currency, locale)}</span>
      </div>
    </section>
  );
}
