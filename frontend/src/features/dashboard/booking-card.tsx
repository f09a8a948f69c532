import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '../../api/generated/model';
import { IcebreakerList } from '../../components/icebreaker-list';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { revealText } from '../../lib/reveal-texts';
import { formatDinnerDate, formatDinnerTime, formatShortDateTime, mapSearchUrl } from '../../lib/dinner-format';
import { formatMoney } from '../../lib/money';
import type { MessageId } from '../../i18n/catalogues';
import { useT, useWording } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
import { matchReason } from './match-reason';
import { RunningLatePanel } from './running-late-panel';
import { SeeYouAgainPanel } from './see-you-again-panel';

const STATUS_STYLES: Record<string, [MessageId, string]> = {
  booked: ['dashboard.status.booked', 'bg-amber-100 text-amber-900'],
  confirmed: ['dashboard.status.confirmed', 'bg-emerald-100 text-emerald-900'],
  revealed: ['dashboard.status.revealed', 'bg-brand-100 text-brand-800'],
  attended: ['dashboard.status.attended', 'bg-stone-200 text-stone-800'],
  cancelled: ['dashboard.status.cancelled', 'bg-stone-100 text-stone-600'],
  expired: ['dashboard.status.expired', 'bg-stone-100 text-stone-600'],
};

export function BookingStatusBadge({ status }: { status: string }) {
  const t = useT();
  const style = STATUS_STYLES[status];
  // A status the client does not know yet shows as the server names it.
  const [label, classes] = style ? [t(style[0]), style[1]] : [status, 'bg-stone-100 text-stone-700'];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${classes}`}>{label}</span>;
}

/** The booked dinner's .ics invite (served as a download, so a plain link). */
const calendarInviteUrl = (bookingId: string) => `/api/user/bookings/${bookingId}/calendar.ics`;

interface BookingCardProps {
  booking: BookingDto;
  /** The couple's own shared interests, for the "why you were matched" line. */
  ownInterests?: readonly string[];
  onCancel?(booking: BookingDto): void;
  onReview?(booking: BookingDto): void;
  /** Report a couple of this past dinner's table (by the dinner's id). */
  onReport?(dinnerId: string): void;
}

/** A booked dinner: when and where, and once revealed the restaurant, table, companions and the table's conversation starters. */
export function BookingCard({ booking, ownInterests = [], onCancel, onReview, onReport }: BookingCardProps) {
  const wording = useWording();
  const { t, locale } = wording;
  const optionLabel = useOptionLabel();
  const reason = matchReason(ownInterests, booking.other_couples);
  const [markingOpen, setMarkingOpen] = useState(false);
  // A dinner had with other couples: the server says whether marks are open (it checks the seat and the status).
  const past = booking.other_couples.length > 0 && booking.status !== 'cancelled' && new Date(booking.event_date).getTime() <= Date.now();
  const restaurant = booking.restaurant;
  const address = restaurant ? `${restaurant.name}, ${restaurant.address}, ${restaurant.city}` : '';
  // Past the reveal time a paid couple without a restaurant is being seated (matching late, or an admin moving tables after the reveal).
  const revealTimePassed = new Date(booking.reveal_at).getTime() <= Date.now();
  // A short-notice dinner (bookings closing inside the 24 hours) is revealed right after its bookings close.
  const revealAfterClose = booking.reveal_timing === 'after_close';
  const settingTable = !restaurant && !revealAfterClose && (booking.status === 'revealed' || (booking.status === 'confirmed' && revealTimePassed));
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-ink">
            {t('dashboard.booking.title', { city: booking.slot.city, date: formatDinnerDate(booking.event_date, booking.time_zone, locale) })}
          </p>
          <p className="text-sm text-stone-600">
            {t('dashboard.booking.timeAndFee', {
              time: formatDinnerTime(booking.event_date, booking.time_zone, locale),
              fee: formatMoney(booking.logistics_fee, booking.currency, locale),
            })}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>

      {booking.status === 'booked' && booking.hold_expires_at && (
        <p className="mt-3 text-sm text-amber-900">
          {t('dashboard.booking.held', { until: formatShortDateTime(booking.hold_expires_at, booking.time_zone, locale) })}
        </p>
      )}
      {booking.status === 'confirmed' && !booking.revealed && (revealAfterClose || !revealTimePassed) && (
        <p className="mt-3 text-sm text-stone-600">
          {[
            booking.matched && t('dashboard.booking.matched'),
            revealAfterClose
              ? revealText(booking.reveal_timing, booking.booking_deadline, booking.time_zone, wording)
              : t('reveal.on', { when: formatShortDateTime(booking.reveal_at, booking.time_zone, locale) }),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      {/* Past the reveal time while matching or the restaurant assignment is still under way: say so rather than show an empty card. */}
      {settingTable && <p className="mt-3 text-sm text-stone-600">{t('dashboard.booking.settingTable')}</p>}

      {restaurant && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('dashboard.booking.yourRestaurant')}</p>
          <p className="mt-1 font-display text-xl text-ink">{restaurant.name}</p>
          <p className="text-sm text-stone-700">{restaurant.address}</p>
          <p className="mt-1 text-sm text-stone-600">
            {[
              restaurant.cuisine_types.map(optionLabel).join(', '),
              restaurant.price_range,
              t('dashboard.booking.rating', { rating: restaurant.avg_rating }),
              booking.table_number !== null && t('dashboard.booking.table', { number: booking.table_number }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {restaurant.dietary_accommodations.length > 0 && (
            <p className="mt-1 text-xs text-stone-600">
              {t('dashboard.booking.catersFor', { list: restaurant.dietary_accommodations.map(optionLabel).join(', ') })}
            </p>
          )}
          <a href={mapSearchUrl(address)} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'mt-3')}>
            {t('dashboard.booking.viewOnMap')}
          </a>
        </div>
      )}
      {restaurant && <RunningLatePanel booking={booking} />}

      {booking.other_couples.length > 0 && (
        <div className="mt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('dashboard.booking.diningWith')}</p>
          <ul className="mt-2 space-y-2">
            {booking.other_couples.map((couple) => (
              <li key={couple.user_id} className="rounded-xl border border-brand-100 px-3 py-2">
                <p className="font-semibold text-ink">{couple.coupleNames}</p>
                {couple.interests.length > 0 && (
                  <p className="text-sm text-stone-600">{t('dashboard.booking.into', { list: couple.interests.map(optionLabel).join(', ') })}</p>
                )}
              </li>
            ))}
          </ul>
          {reason && <p className="mt-2 text-sm text-stone-700">{reason}</p>}
        </div>
      )}

      <IcebreakerList items={booking.icebreakers} heading={t('dashboard.booking.icebreakers')} className="mt-4 rounded-xl bg-stone-50 p-4" />

      <div className="mt-4 flex flex-wrap gap-3">
        {booking.status === 'booked' && (
          <Link to={paths.book(booking.dinner_id)} className={buttonClasses('primary')}>
            {t('dashboard.booking.completePayment')}
          </Link>
        )}
        {booking.can_cancel && booking.status !== 'booked' && (
          <a href={calendarInviteUrl(booking.id)} download className={buttonClasses('secondary')}>
            {t('dashboard.booking.addToCalendar')}
          </a>
        )}
        {booking.can_review && onReview && (
          <Button onClick={() => onReview(booking)}>
            {booking.status === 'attended' ? t('dashboard.booking.leaveReview') : t('dashboard.booking.writeReview')}
          </Button>
        )}
        {booking.can_cancel && onCancel && (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onCancel(booking)}>
            {t('dashboard.booking.cancel')}
          </Button>
        )}
        {booking.status === 'revealed' && !booking.can_review && !booking.reviewed && (
          <span className="self-center text-sm text-stone-600">{t('dashboard.booking.reviewOnceStarted')}</span>
        )}
        {booking.reviewed && <span className="self-center text-sm text-stone-600">{t('dashboard.booking.thanksForReview')}</span>}
        {past && (
          <Button variant="secondary" aria-expanded={markingOpen} onClick={() => setMarkingOpen((open) => !open)}>
            {t('dashboard.seeYouAgain.panelToggle')}
          </Button>
        )}
        {past && onReport && (
          <Button variant="ghost" onClick={() => onReport(booking.dinner_id)}>
            {t('dashboard.booking.report')}
          </Button>
        )}
      </div>
      {past && markingOpen && <SeeYouAgainPanel dinnerId={booking.dinner_id} onReport={onReport} />}
    </li>
  );
}
