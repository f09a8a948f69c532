import { errorMessage } from '../../api/api-error';
import type { ReservationViewDto, SheetCoupleDto } from '../../api/generated/model';
import { useMarkRestaurantAttendance } from '../../api/generated/restaurant-reservations/restaurant-reservations';
import { Button } from '../../components/ui/button';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';

const MARK_TEXT: Record<string, MessageId> = { arrived: 'restaurant.evening.arrived', no_show: 'restaurant.evening.noShow' };

interface EveningSheetProps {
  token: string;
  view: ReservationViewDto;
  onMarked(view: ReservationViewDto): void;
}

/**
 * The evening's sheet on the restaurant's page: each of its tables at the dinner with the
 * couples' first names and dietary needs (never a contact detail), who is running late, and,
 * from the start until a day after it, Arrived / No-show for each couple (changeable).
 */
export function EveningSheet({ token, view, onMarked }: EveningSheetProps) {
  const t = useT();
  const locale = useLocale();
  const optionLabel = useOptionLabel();
  const mark = useMarkRestaurantAttendance({ mutation: { onSuccess: onMarked } });
  const { marking } = view;
  const send = (couple: SheetCoupleDto, attendance: 'arrived' | 'no_show') => mark.mutate({ data: { token, booking_id: couple.booking_id, attendance } });
  return (
    <section aria-labelledby="evening-sheet" className="mt-8">
      <h2 id="evening-sheet" className="text-lg font-bold text-ink">
        {t('restaurant.evening.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {marking.open
          ? t('restaurant.evening.markingOpen', { until: formatZonedDateTime(marking.closes_at, view.time_zone, locale) })
          : t('restaurant.evening.markingOpens', { at: formatZonedDateTime(marking.opens_at, view.time_zone, locale) })}
      </p>
      {mark.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {errorMessage(mark.error, t('restaurant.evening.markFailed'))}
        </p>
      )}
      <ul className="mt-4 space-y-4">
        {view.tables.map((table) => (
          <li key={`${table.table_number}`} className="rounded-2xl border border-brand-100 p-4">
            <p className="font-semibold text-ink">
              {t('restaurant.evening.table', { table: table.table_number ?? '?', people: t('restaurant.people', { count: table.party_size }) })}
            </p>
            <ul className="mt-2 divide-y divide-stone-100">
              {table.couples.map((couple) => {
                const names = couple.first_names.join(' & ');
                return (
                  <li key={couple.booking_id} aria-label={names} className="py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-stone-900">{names}</span>
                      {couple.dietary_needs.length > 0 && (
                        <span className="text-sm text-stone-600">
                          {t('restaurant.evening.diets', { diets: couple.dietary_needs.map(optionLabel).join(', ') })}
                        </span>
                      )}
                      {couple.running_late && (
                        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                          {t('restaurant.evening.runningLate', { minutes: couple.running_late.minutes })}
                        </span>
                      )}
                    </div>
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <span role="status" className="min-w-28 text-sm text-stone-600">
                        {couple.attendance && couple.attendance in MARK_TEXT ? t(MARK_TEXT[couple.attendance]) : t('restaurant.evening.notMarked')}
                      </span>
                      {marking.open && (
                        <span className="flex gap-2">
                          <Button
                            variant={couple.attendance === 'arrived' ? 'primary' : 'secondary'}
                            aria-pressed={couple.attendance === 'arrived'}
                            disabled={mark.isPending}
                            onClick={() => send(couple, 'arrived')}
                          >
                            {t('restaurant.evening.arrived')}
                          </Button>
                          <Button
                            variant={couple.attendance === 'no_show' ? 'primary' : 'secondary'}
                            aria-pressed={couple.attendance === 'no_show'}
                            disabled={mark.isPending}
                            onClick={() => send(couple, 'no_show')}
                          >
                            {t('restaurant.evening.noShow')}
                          </Button>
                        </span>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
