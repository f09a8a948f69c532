import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useGetDinnersForManagement } from '../../../api/generated/admin/admin';
import { CityFilter } from '../../../components/admin/city-filter';
import { Spinner } from '../../../components/ui/spinner';
import { dinnerStatusLabel } from '../../../components/admin/dinner-status-badge';
import { useT, useLocale } from '../../../i18n/use-t';
import { formatZonedDateTime } from '../../../lib/zoned-dates';

// A dinner's groups come after a choice, with the forms of the restaurant assignment: not with the console's first page.
const DinnerMatchDetail = lazy(() => import('./dinner-match-detail').then((module) => ({ default: module.DinnerMatchDetail })));

/** Group & Restaurant Management (dashboard section dinner-match-review): a dinner past its deadline (of every city or one), then its groups. */
export default function GroupManagementSection() {
  const t = useT();
  const locale = useLocale();
  const [city, setCity] = useState('');
  const dinners = useGetDinnersForManagement(city ? { city } : undefined);
  const [dinnerId, setDinnerId] = useState('');
  const chooseCity = (chosen: string) => {
    setCity(chosen);
    setDinnerId('');
  };

  return (
    <section aria-labelledby="group-management-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="group-management-title" className="text-2xl font-semibold">
          {t('admin.groups.title')}
        </h2>
        <CityFilter value={city} onChange={chooseCity} />
      </div>
      {dinners.isPending && <Spinner label={t('admin.groups.loadingDinners')} />}
      {dinners.isError && (
        <p role="alert" className="text-red-700">
          {t('admin.groups.loadDinnersFailed', { error: errorMessage(dinners.error, t('admin.groups.unknownError')) })}
        </p>
      )}
      {dinners.data && (
        <label className="block max-w-xl">
          <span className="mb-1 block text-sm font-medium">{t('admin.groups.dinner')}</span>
          <select
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            value={dinnerId}
            onChange={(event) => setDinnerId(event.target.value)}
          >
            <option value="">{t('admin.groups.selectDinner')}</option>
            {dinners.data.dinners.map((dinner) => (
              <option key={dinner.id} value={dinner.id}>
                {t('admin.groups.dinnerOption', {
                  city: dinner.city,
                  country: dinner.country,
                  when: formatZonedDateTime(dinner.event_date, dinner.time_zone, locale),
                  status: dinnerStatusLabel(t, dinner.status),
                })}
              </option>
            ))}
          </select>
        </label>
      )}
      {dinners.data && !dinnerId && (
        <p className="text-sm text-stone-600">{t(dinners.data.dinners.length > 0 ? 'admin.groups.chooseDinner' : 'admin.groups.noDinner')}</p>
      )}
      {dinnerId && (
        <Suspense fallback={<Spinner label={t('admin.groups.loadingMatches')} />}>
          <DinnerMatchDetail dinnerId={dinnerId} />
        </Suspense>
      )}
    </section>
  );
}
