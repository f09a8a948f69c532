import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import type { ReservationViewDto } from '../../api/generated/model';
import { useAnswerRestaurantReservation, useViewRestaurantReservation } from '../../api/generated/restaurant-reservations/restaurant-reservations';
import {
  answerRestaurantReservationBody,
  answerRestaurantReservationBodyReasonMax,
} from '../../api/generated/zod/restaurant-reservations/restaurant-reservations';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { inputClasses } from '../../components/ui/field';
import { useDocumentTitle } from '../../lib/document-title';
import { bindValue } from '../../lib/forms/bind-field';
import { optionalText } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { EveningSheet } from './evening-sheet';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';

/** The answer body's reason, as the restaurant types it: trimmed, null when left blank. */
const answerSchema = answerRestaurantReservationBody.pick({ reason: true }).extend({ reason: optionalText(answerRestaurantReservationBody.shape.reason) });

const STATUS_TEXT: Record<string, MessageId> = {
  pending: 'restaurant.status.pending',
  confirmed: 'restaurant.status.confirmed',
  declined: 'restaurant.status.declined',
};

/**
 * Target of the link in a restaurant's reservation mail (/restaurant-reservation?token=…):
 * the table as it stands, and Confirm or Decline. No account: the signed token is the proof.
 * Opening the page changes nothing; answering twice is one answer. A confirmed table may still
 * be declined (until the reveal, the server says); a declined one only the team reopens. Below,
 * the evening's sheet: the restaurant's tables, who is running late, and from the start the
 * arrivals and no-shows to mark.
 */
export default function RestaurantReservationPage() {
  const t = useT();
  const locale = useLocale();
  const optionLabel = useOptionLabel();
  useDocumentTitle(t('restaurant.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // On the evening the sheet is read again every minute: a couple running late shows without a reload.
  const reservation = useViewRestaurantReservation({ token }, { query: { enabled: token !== '', refetchInterval: 60_000 } });
  // The page shows the latest of what the server said: the view, or the answer to an answer or a mark.
  const [latest, setLatest] = useState<{ at: number; view: ReservationViewDto }>();
  const answer = useAnswerRestaurantReservation({ mutation: { onSuccess: (view) => setLatest({ at: Date.now(), view }) } });
  const form = useServerForm(answerSchema, { defaultValues: { reason: '' }, messages: {} });
  const shown: ReservationViewDto | undefined = latest && latest.at >= reservation.dataUpdatedAt ? latest.view : (reservation.data ?? latest?.view);

  if (!token) return <CenteredCard title={t('public.link.incomplete')}>{t('restaurant.openAgain')}</CenteredCard>;
  if (reservation.isError)
    return <CenteredCard title={t('restaurant.unavailable')}>{errorMessage(reservation.error, t('restaurant.invalidLink'))}</CenteredCard>;
  if (!shown)
    return (
      <CenteredCard>
        <p role="status">{t('restaurant.loading')}</p>
      </CenteredCard>
    );

  // The server's clock decides: marks are open from the start (and the link ends a day after it).
  const started = shown.marking.open;
  // Only a decline carries the reason.
  const send = (choice: 'confirm' | 'decline') =>
    form.handleSubmit(({ reason }) => answer.mutate({ data: { token, answer: choice, reason: choice === 'decline' ? reason : null } }));
  return (
    <CenteredCard title={t('restaurant.title', { restaurant: shown.restaurant_name })} subtitle={t('restaurant.subtitle', { city: shown.city })}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
        <dt className="font-semibold">{t('restaurant.when')}</dt>
        <dd>{formatZonedDateTime(shown.event_date, shown.time_zone, locale)}</dd>
        <dt className="font-semibold">{t('restaurant.table')}</dt>
        <dd>{shown.table_number}</dd>
        <dt className="font-semibold">{t('restaurant.partySize')}</dt>
        <dd>{t('restaurant.people', { count: shown.party_size })}</dd>
        <dt className="font-semibold">{t('restaurant.guests')}</dt>
        <dd>{shown.first_names.join(', ') || t('restaurant.guests.unknown')}</dd>
        <dt className="font-semibold">{t('restaurant.dietaryNeeds')}</dt>
        <dd>{shown.dietary_needs.map(optionLabel).join(', ') || t('restaurant.dietaryNeeds.none')}</dd>
      </dl>
      <p role="status" className="mt-6 rounded-xl bg-brand-50 p-3 text-stone-800">
        {shown.status in STATUS_TEXT ? t(STATUS_TEXT[shown.status]) : shown.status}
      </p>
      {answer.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {errorMessage(answer.error, t('restaurant.answerFailed'))}
        </p>
      )}
      {/* From the dinner's start the table is what it was: the page is the evening's sheet. */}
      {!started && (
        <div className="mt-6 space-y-3">
          <Button className="w-full" busy={answer.isPending} disabled={shown.status !== 'pending'} onClick={send('confirm')}>
            {t('restaurant.confirm')}
          </Button>
          <label htmlFor="decline-reason" className="block text-sm font-medium text-stone-700">
            {t('restaurant.declineReason')}
          </label>
          <input
            id="decline-reason"
            className={inputClasses()}
            maxLength={answerRestaurantReservationBodyReasonMax}
            value={form.watch('reason')}
            onChange={(event) => bindValue(form, 'reason').onValueChange(event.target.value)}
          />
          <Button className="w-full" variant="secondary" busy={answer.isPending} disabled={shown.status === 'declined'} onClick={send('decline')}>
            {t('restaurant.decline')}
          </Button>
        </div>
      )}
      <EveningSheet token={token} view={shown} onMarked={(view) => setLatest({ at: Date.now(), view })} />
    </CenteredCard>
  );
}
