import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DinnerDto } from '../../api/generated/model';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { paths } from '../../lib/paths';
import { formatDinnerDate, formatDinnerTime } from '../../lib/dinner-format';
import { formatMoney } from '../../lib/money';
import { useLocale, useT } from '../../i18n/use-t';
import { BookingWindowBadge, canBook, DinnerEventRow, isFullButOpen } from './dinner-event-row';
import { LOCKED_FADE } from './locked-fade';

interface NextDinnerCardProps {
  events: DinnerDto[] | undefined;
  /** Dinners the couple already holds or booked. */
  bookedDinnerIds: Set<string>;
  locked: boolean;
  /** The couple's service ended (two late cancellations in a row): no dinner is offered at all. */
  terminated?: boolean;
}

/** 'Next Dinner Event' with the soonest bookable dinner, and the plan-meal dialog listing all of the next 10 days. */
export function NextDinnerCard({ events, bookedDinnerIds, locked, terminated = false }: NextDinnerCardProps) {
  const t = useT();
  const locale = useLocale();
  const [planning, setPlanning] = useState(false);
  const next = events?.find((event) => canBook(event) && !bookedDinnerIds.has(event.id)) ?? events?.[0];
  if (terminated)
    return (
      <section aria-labelledby="next-dinner" className="rounded-3xl bg-brand-800 p-5 text-white shadow-sm sm:p-6">
        <h2 id="next-dinner" className="text-lg font-bold">
          {t('dashboard.nextDinner.title')}
        </h2>
        <p className="mt-3 text-sm text-brand-100">{t('dashboard.nextDinner.serviceEnded')}</p>
      </section>
    );
  return (
    <section aria-labelledby="next-dinner" className={`rounded-3xl bg-brand-800 p-5 text-white shadow-sm sm:p-6 ${locked ? LOCKED_FADE : ''}`}>
      <h2 id="next-dinner" className="text-lg font-bold">
        {t('dashboard.nextDinner.title')}
      </h2>
      {!next ? (
        <p className="mt-3 text-sm text-brand-100">{t('dashboard.nextDinner.none')}</p>
      ) : (
        <div className="mt-3">
          <p className="font-display text-2xl">{t('common.dinnerIn', { city: next.city })}</p>
          <p className="mt-1 text-brand-100">
            {t('dashboard.nextDinner.when', {
              date: formatDinnerDate(next.event_date, next.time_zone, locale),
              time: formatDinnerTime(next.event_date, next.time_zone, locale),
            })}
          </p>
          <p className="mt-1 text-sm text-brand-100">
            {t('dashboard.nextDinner.spotsAndFee', {
              spots: t('common.spotsLeft', { count: next.available_spots }),
              fee: formatMoney(next.logistics_fee, next.currency, locale),
            })}
          </p>
          <div className="mt-2">
            <BookingWindowBadge event={next} />
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            {bookedDinnerIds.has(next.id) ? (
              <span className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold">{t('dashboard.nextDinner.booked')}</span>
            ) : locked || !canBook(next) ? (
              <span className={buttonClasses('secondary', 'pointer-events-none opacity-60')} aria-disabled="true">
                {t('dashboard.nextDinner.book')}
              </span>
            ) : (
              <Link to={paths.book(next.id)} className={buttonClasses('secondary')}>
                {t('dashboard.nextDinner.book')}
              </Link>
            )}
            {!locked && !bookedDinnerIds.has(next.id) && isFullButOpen(next) && (
              <Link to={paths.book(next.id)} className={buttonClasses('secondary')}>
                {t('dashboard.nextDinner.standby')}
              </Link>
            )}
            <Button variant="ghost" className="text-white hover:bg-white/10" disabled={locked} onClick={() => setPlanning(true)}>
              {t('dashboard.nextDinner.plan')}
            </Button>
          </div>
        </div>
      )}
      <Dialog open={planning} onClose={() => setPlanning(false)} title={t('dashboard.nextDinner.plan')}>
        <p className="text-sm text-stone-600">{t('dashboard.nextDinner.planIntro')}</p>
        <ul className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto text-ink">
          {(events ?? []).map((event) => (
            <DinnerEventRow key={event.id} event={event} locked={locked} booked={bookedDinnerIds.has(event.id)} />
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
