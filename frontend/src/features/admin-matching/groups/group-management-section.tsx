import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useGetDinnersForManagement } from '../../../api/generated/admin/admin';
import { CityFilter } from '../../../components/admin/city-filter';
import { Spinner } from '../../../components/ui/spinner';
import { statusLabel } from '../match-display';
import { formatZonedDateTime } from '../../../lib/zoned-dates';

// A dinner's groups come after a choice, with the forms of the restaurant assignment: not with the console's first page.
const DinnerMatchDetail = lazy(() => import('./dinner-match-detail').then((module) => ({ default: module.DinnerMatchDetail })));

/** Group & Restaurant Management (dashboard section dinner-match-review): a dinner past its deadline (of every city or one), then its groups. */
export default function GroupManagementSection() {
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
          Group &amp; Restaurant Management
        </h2>
        <CityFilter value={city} onChange={chooseCity} />
      </div>
      {dinners.isPending && <Spinner label="Loading dinners..." />}
      {dinners.isError && (
        <p role="alert" className="text-red-700">
          Failed to load dinners for management: {errorMessage(dinners.error, 'Unknown error')}
        </p>
      )}
      {dinners.data && (
        <label className="block max-w-xl">
          <span className="mb-1 block text-sm font-medium">Dinner</span>
          <select
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            value={dinnerId}
            onChange={(event) => setDinnerId(event.target.value)}
          >
            <option value="">Select a dinner</option>
            {dinners.data.dinners.map((dinner) => (
              <option key={dinner.id} value={dinner.id}>
                {`${dinner.city}, ${dinner.country} - ${formatZonedDateTime(dinner.event_date, dinner.time_zone)} (${statusLabel(dinner.status)})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {dinners.data && !dinnerId && (
        <p className="text-sm text-stone-600">
          {dinners.data.dinners.length > 0
            ? 'Choose a dinner to see its groups with their restaurants and tables, and the couples still to seat.'
            : 'No dinner has groups yet: a dinner is listed here once its bookings have closed and it has been matched.'}
        </p>
      )}
      {dinnerId && (
        <Suspense fallback={<Spinner label="Loading dinner matches..." />}>
          <DinnerMatchDetail dinnerId={dinnerId} />
        </Suspense>
      )}
    </section>
  );
}
