import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetDinnersNeedingAdmins } from '../../api/generated/admin/admin';
import { CityFilter } from '../../components/admin/city-filter';
import { formatShortDateTime } from '../../lib/dinner-format';
import { timeLeft } from './time-left';
import { useLocale, useT } from '../../i18n/use-t';
import { missingLines } from './missing-lines';

/**
 * "Needs you": the dinners past their booking deadline that still lack something for every
 * paid couple to dine, soonest first, with what is missing and the time left. Shown above
 * every section of the console, with a City filter; nothing when no dinner needs an admin.
 */
export function NeedsYouPanel() {
  const t = useT();
  const locale = useLocale();
  const [city, setCity] = useState('');
  const needing = useGetDinnersNeedingAdmins(city ? { city } : undefined, { query: { refetchInterval: 60_000, placeholderData: (previous) => previous } });
  const dinners = needing.data?.dinners ?? [];
  if (!city && dinners.length === 0) return null;
  return (
    <section aria-labelledby="needs-you-title" className="mb-6 rounded-3xl border border-amber-300 bg-amber-50 p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="needs-you-title" className="text-lg font-semibold text-amber-900">
          {t('admin.needsYou.title')}
        </h2>
        <CityFilter value={city} onChange={setCity} />
      </div>
      {dinners.length === 0 && <p className="mt-3 text-sm text-stone-700">{t('admin.needsYou.nothingIn', { city })}</p>}
      <ul className="mt-3 space-y-3">
        {dinners.map((dinner) => (
          <li key={dinner.dinner_id} className="rounded-2xl bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={`/admin/dinners/${dinner.dinner_id}/operations`} className="font-medium text-stone-900 underline">
                {t('admin.needsYou.dinner', { city: dinner.city, when: formatShortDateTime(dinner.event_date, dinner.time_zone, locale) })}
              </Link>
              <span className="text-sm font-medium text-amber-800">{timeLeft(t, dinner.minutes_left)}</span>
            </div>
            <ul className="mt-2 list-disc pl-5 text-sm text-stone-700">
              {missingLines(t, dinner).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
