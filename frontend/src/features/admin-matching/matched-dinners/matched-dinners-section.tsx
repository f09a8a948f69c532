import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetDinnersHistoryWithMatches, useGetUpcomingDinners } from '../../../api/generated/admin/admin';
import { CityFilter } from '../../../components/admin/city-filter';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { DinnerStatusBadge, dinnerStatusLabel } from '../../../components/admin/dinner-status-badge';
import { formatZonedDateTime } from '../../../lib/zoned-dates';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';

interface DinnerRow {
  dinner_id: string;
  city: string;
  country: string;
  event_date: string;
  status: string;
  time_zone: string;
  cells: (string | number)[];
}

/** The search matches the status as the admin reads it, as well as its value. */
const matchesFilter = (t: Translate, row: DinnerRow, query: string) => {
  const needle = query.trim().toLowerCase();
  return !needle || [row.city, row.country, row.status, dinnerStatusLabel(t, row.status)].some((value) => value.toLowerCase().includes(needle));
};

function DinnerTable({
  title,
  columns,
  rows,
  error,
  errorTitle,
  errorText,
}: {
  title: string;
  columns: string[];
  rows: DinnerRow[] | undefined;
  error: boolean;
  errorTitle: string;
  errorText: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const shown = (rows ?? []).filter((row) => matchesFilter(t, row, query));
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{title}</h3>
        <input
          type="search"
          aria-label={t('admin.matched.search', { title })}
          placeholder={t('admin.matched.searchPlaceholder')}
          className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-72"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {error ? (
        <div role="alert" className="text-red-700">
          <p className="font-semibold">{errorTitle}</p>
          <p className="text-sm">{errorText}</p>
        </div>
      ) : (
        <div>
          {/* A table from md up; on a phone each dinner is a card whose cells name themselves, its link in reach. */}
          <table className="block w-full text-left text-sm md:table">
            <thead className="hidden md:table-header-group">
              <tr>
                {[t('admin.matched.column.dinner'), t('admin.matched.column.date'), t('admin.matched.column.status'), ...columns, ''].map((column) => (
                  <th key={column} className="border-b border-stone-200 px-2 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0">
              {shown.map((row) => (
                <tr
                  key={row.dinner_id}
                  className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-stone-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-stone-100 md:p-0"
                >
                  <td className="col-span-2 font-semibold md:px-2 md:py-2 md:font-normal">
                    {t('admin.matched.place', { city: row.city, country: row.country })}
                  </td>
                  <td className="col-span-2 md:px-2 md:py-2">{formatZonedDateTime(row.event_date, row.time_zone, locale)}</td>
                  <td className="col-span-2 md:px-2 md:py-2">
                    <DinnerStatusBadge status={row.status} />
                  </td>
                  {row.cells.map((cell, n) => (
                    <td key={columns[n]} className="md:px-2 md:py-2">
                      <span className="mr-1 text-xs text-stone-500 md:hidden">{t('common.cellLabel', { label: columns[n] })}</span>
                      {cell}
                    </td>
                  ))}
                  <td className="col-span-2 pt-1 md:px-2 md:py-2">
                    <Link className="mr-1 font-semibold text-brand-700 underline" to={paths.adminMatches(row.dinner_id)}>
                      {t('admin.matched.viewMatches')}
                    </Link>
                    <Link className="font-semibold text-brand-700 underline" to={paths.adminDinnerOperations(row.dinner_id)}>
                      {t('admin.matched.operations')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows && shown.length === 0 && <p className="py-3 text-sm text-stone-600">{t('admin.matched.noDinners')}</p>}
        </div>
      )}
    </section>
  );
}

/** Matched Dinners (dashboard section matched-dinners): upcoming and historical dinners with their matches, for every city or one. */
export default function MatchedDinnersSection() {
  const t = useT();
  const [city, setCity] = useState('');
  const params = city ? { city } : undefined;
  const upcoming = useGetUpcomingDinners(params);
  const history = useGetDinnersHistoryWithMatches(params);
  return (
    <section aria-labelledby="matched-dinners-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="matched-dinners-title" className="text-2xl font-semibold">
          {t('admin.matched.title')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <CityFilter value={city} onChange={setCity} />
          <Button variant="secondary" onClick={() => Promise.all([upcoming.refetch(), history.refetch()])}>
            {t('admin.matched.refreshAll')}
          </Button>
        </div>
      </div>
      <DinnerTable
        title={t('admin.matched.upcoming.title')}
        columns={[t('admin.matched.column.bookedCouples'), t('admin.matched.column.capacity')]}
        rows={upcoming.data?.dinners.map((d) => ({ ...d, cells: [d.booked_couples, d.capacity] }))}
        error={upcoming.isError}
        errorTitle={t('admin.matched.upcoming.errorTitle')}
        errorText={t('admin.matched.upcoming.errorText')}
      />
      <DinnerTable
        title={t('admin.matched.history.title')}
        columns={[t('admin.matched.column.couplesProcessed'), t('admin.matched.column.matchedGroups'), t('admin.matched.column.unmatchedCouples')]}
        rows={history.data?.dinners.map((d) => ({ ...d, cells: [d.total_couples_processed, d.matched_groups, d.unmatched_couples] }))}
        error={history.isError}
        errorTitle={t('admin.matched.history.errorTitle')}
        errorText={t('admin.matched.history.errorText')}
      />
    </section>
  );
}
