import { useState } from 'react';
import { useListCities } from '../../api/generated/admin/admin';
import type { CityDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CellLabel, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { formatMinorUnits } from '../../lib/money';
import { STATUS_LABELS } from './city-form';
import { CityFormDialog } from './city-form-dialog';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT } from '../../i18n/use-t';

type Editing = { city: CityDto | null } | null;

const COLUMNS: readonly MessageId[] = [
  'admin.cities.city',
  'admin.cities.country',
  'admin.cities.timeZone',
  'admin.cities.currency',
  'admin.cities.language',
  'admin.cities.status',
  'admin.cities.defaultFee',
  'admin.cities.actions',
];

function CityRow({ city, onEdit }: { city: CityDto; onEdit(): void }) {
  const t = useT();
  const locale = useLocale();
  const cell = `${rt.cell} md:px-4 md:py-3`;
  return (
    <tr className={`${rt.row} bg-white`}>
      <td className={cell}>
        <p className="font-semibold text-ink">{city.name}</p>
      </td>
      <td className={cell}>
        <CellLabel>{t('admin.cities.country')}</CellLabel>
        {city.country}
      </td>
      <td className={cell}>
        <CellLabel>{t('admin.cities.timeZone')}</CellLabel>
        {city.time_zone}
      </td>
      <td className={cell}>
        <CellLabel>{t('admin.cities.currency')}</CellLabel>
        {city.currency}
      </td>
      <td className={cell}>
        <CellLabel>{t('admin.cities.language')}</CellLabel>
        {city.language}
      </td>
      <td className={cell}>
        <CellLabel>{t('admin.cities.status')}</CellLabel>
        <Badge variant={city.status === 'open' ? 'default' : city.status === 'coming_soon' ? 'secondary' : 'outline'}>{t(STATUS_LABELS[city.status])}</Badge>
      </td>
      <td className={cell}>
        <CellLabel>{t('admin.cities.defaultFee')}</CellLabel>
        {formatMinorUnits(city.default_fee_minor, city.currency, locale)}
      </td>
      <td className={cell}>
        <Button variant="ghost" onClick={onEdit} aria-label={t('admin.cities.editLabel', { name: city.name })}>
          {t('admin.cities.edit')}
        </Button>
      </td>
    </tr>
  );
}

/** Cities (owners): each city's zone, currency, language, status and default fee; a new city is a row of data (issue 49). */
export default function CitiesSection() {
  const t = useT();
  const list = useListCities();
  const [editing, setEditing] = useState<Editing>(null);
  const cities = list.data?.cities ?? [];

  const body = () => {
    if (list.isLoading) return <ListLoading label={t('admin.cities.loading')} />;
    if (list.isError) return <ListError message={t('admin.cities.loadFailed')} onRetry={() => void list.refetch()} />;
    if (cities.length === 0) return <ListEmpty title={t('admin.cities.empty')}>{t('admin.cities.emptyText')}</ListEmpty>;
    return (
      <div className="rounded-2xl md:border md:border-stone-200 md:bg-white">
        <table className={rt.table}>
          <thead className={`${rt.head} bg-stone-50 text-stone-600`}>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={rt.body}>
            {cities.map((city) => (
              <CityRow key={city.id} city={city} onEdit={() => setEditing({ city })} />
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('admin.cities.title')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('admin.cities.intro')}</p>
        </div>
        <Button onClick={() => setEditing({ city: null })}>{t('admin.cities.add')}</Button>
      </div>
      {body()}
      {editing && <CityFormDialog city={editing.city} onClose={() => setEditing(null)} />}
    </section>
  );
}
