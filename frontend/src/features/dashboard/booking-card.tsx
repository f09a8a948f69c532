import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '../../api/generated/model';
import { IcebreakerList } from '../../components/icebreaker-list';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { revealText } from '../../lib/reveal-texts';
import { formatDinnerDate, formatDinnerTime, formatShortDateTime, mapSearchUrl } from '../../lib/dinner-format';
import { formatMoney } from '../../lib/money';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { matchReason } from './match-reason';
import { RunningLatePanel } from './running-late-panel';
import { SeeYouAgainPanel } from './see-you-again-panel';
import { SEE_YOU_AGAIN_TEXTS } from './see-you-again-texts';

const STATUS_STYLES: Record<string, [string, string]> = {
  booked: ['Awaiting payment', 'bg-amber-100 text-amber-900'],
  confirmed: ['Confirmed', 'bg-emerald-100 text-emerald-900'],
  revealed: ['Revealed', 'bg-brand-100 text-brand-800'],
  attended: ['Attended', 'bg-stone-200 text-stone-800'],
  cancelled: ['Cancelled', 'bg-stone-100 text-stone-600'],
  expired: ['Expired', 'bg-stone-100 text-stone-600'],
};

export function BookingStatusBadge({ status }: { status: string }) {
  const [label, classes] = STATUS_STYLES[status] ?? [status, 'bg-stone-100 text-stone-700'];
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
            Dinner in {booking.slot.city} · {formatDinnerDate(booking.event_date, booking.time_zone)}
          </p>
          <p className="text-sm text-stone-600">
            {formatDinnerTime(booking.event_date, booking.time_zone)} · Logistics fee {formatMoney(booking.logistics_fee, booking.currency)}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>

      {booking.status === 'booked' && booking.hold_expires_at && (
        <p className="mt-3 text-sm text-amber-900">
          Your spot is held until {formatShortDateTime(booking.hold_expires_at, booking.time_zone)}. Complete the payment to confirm it.
        </p>
      )}
      {booking.status === 'confirmed' && !booking.revealed && (revealAfterClose || !revealTimePassed) && (
        <p className="mt-3 text-sm text-stone-600">
          {booking.matched ? "You're matched: your table is set. " : ''}
          {revealAfterClose
            ? revealText(booking.reveal_timing, booking.booking_deadline, booking.time_zone)
            : `The restaurant and your fellow diners are revealed on ${formatShortDateTime(booking.reveal_at, booking.time_zone)}.`}
        </p>
      )}
      {/* Past the reveal time while matching or the restaurant assignment is still under way: say so rather than show an empty card. */}
      {settingTable && (
        <p className="mt-3 text-sm text-stone-600">
          We are still setting your table: the restaurant and your fellow diners appear here as soon as they are assigned.
        </p>
      )}

      {restaurant && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Your restaurant</p>
          <p className="mt-1 font-display text-xl text-ink">{restaurant.name}</p>
          <p className="text-sm text-stone-700">{restaurant.address}</p>
          <p className="mt-1 text-sm text-stone-600">
            {restaurant.cuisine_types.join(', ')} · {restaurant.price_range} · ★ {restaurant.avg_rating.toFixed(1)}
            {booking.table_number !== null && ` · Table ${booking.table_number}`}
          </p>
          {restaurant.dietary_accommodations.length > 0 && (
            <p className="mt-1 text-xs text-stone-600">Caters for: {restaurant.dietary_accommodations.join(', ')}</p>
          )}
          <a href={mapSearchUrl(address)} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'mt-3')}>
            {DASHBOARD_TEXTS.viewOnMap}
          </a>
        </div>
      )}
      {restaurant && <RunningLatePanel booking={booking} />}

      {booking.other_couples.length > 0 && (
        <div className="mt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Dining with</p>
          <ul className="mt-2 space-y-2">
            {booking.other_couples.map((couple) => (
              <li key={couple.user_id} className="rounded-xl border border-brand-100 px-3 py-2">
                <p className="font-semibold text-ink">{couple.coupleNames}</p>
                {couple.interests.length > 0 && <p className="text-sm text-stone-600">Into: {couple.interests.join(', ')}</p>}
              </li>
            ))}
          </ul>
          {reason && <p className="mt-2 text-sm text-stone-700">{reason}</p>}
        </div>
      )}

      <IcebreakerList items={booking.icebreakers} heading={DASHBOARD_TEXTS.icebreakers} className="mt-4 rounded-xl bg-stone-50 p-4" />

      <div className="mt-4 flex flex-wrap gap-3">
        {booking.status === 'booked' && (
          <Link to={paths.book(booking.dinner_id)} className={buttonClasses('primary')}>
            Complete payment
          </Link>
        )}
        {booking.can_cancel && booking.status !== 'booked' && (
          <a href={calendarInviteUrl(booking.id)} download className={buttonClasses('secondary')}>
            Add to calendar
          </a>
        )}
        {booking.can_review && onReview && (
          <Button onClick={() => onReview(booking)}>{booking.status === 'attended' ? DASHBOARD_TEXTS.leaveReview : DASHBOARD_TEXTS.writeReview}</Button>
        )}
        {booking.can_cancel && onCancel && (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onCancel(booking)}>
            Cancel booking
          </Button>
        )}
        {booking.status === 'revealed' && !booking.can_review && !booking.reviewed && (
          <span className="self-center text-sm text-stone-600">You can write a review once your dinner starts.</span>
        )}
        {booking.reviewed && <span className="self-center text-sm text-stone-600">Thanks for your review!</span>}
        {past && (
          <Button variant="secondary" aria-expanded={markingOpen} onClick={() => setMarkingOpen((open) => !open)}>
            {SEE_YOU_AGAIN_TEXTS.panelToggle}
          </Button>
        )}
        {past && onReport && (
          <Button variant="ghost" onClick={() => onReport(booking.dinner_id)}>
            Report a couple
          </Button>
        )}
      </div>
      {past && markingOpen && <SeeYouAgainPanel dinnerId={booking.dinner_id} onReport={onReport} />}
    </li>
  );
}
