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

type Editing = { city: CityDto | null } | null;

const COLUMNS = ['City', 'Country', 'Time zone', 'Currency', 'Language', 'Status', 'Default fee', 'Actions'];

function CityRow({ city, onEdit }: { city: CityDto; onEdit(): void }) {
  const cell = `${rt.cell} md:px-4 md:py-3`;
  return (
    <tr className={`${rt.row} bg-white`}>
      <td className={cell}>
        <p className="font-semibold text-ink">{city.name}</p>
      </td>
      <td className={cell}>
        <CellLabel>Country</CellLabel>
        {city.country}
      </td>
      <td className={cell}>
        <CellLabel>Time zone</CellLabel>
        {city.time_zone}
      </td>
      <td className={cell}>
        <CellLabel>Currency</CellLabel>
        {city.currency}
      </td>
      <td className={cell}>
        <CellLabel>Language</CellLabel>
        {city.language}
      </td>
      <td className={cell}>
        <CellLabel>Status</CellLabel>
        <Badge variant={city.status === 'open' ? 'default' : city.status === 'coming_soon' ? 'secondary' : 'outline'}>{STATUS_LABELS[city.status]}</Badge>
      </td>
      <td className={cell}>
        <CellLabel>Default fee</CellLabel>
        {formatMinorUnits(city.default_fee_minor, city.currency)}
      </td>
      <td className={cell}>
        <Button variant="ghost" onClick={onEdit} aria-label={`Edit ${city.name}`}>
          Edit
        </Button>
      </td>
    </tr>
  );
}

/** Cities (owners): each city's zone, currency, language, status and default fee; a new city is a row of data (issue 49). */
export default function CitiesSection() {
  const list = useListCities();
  const [editing, setEditing] = useState<Editing>(null);
  const cities = list.data?.cities ?? [];

  const body = () => {
    if (list.isLoading) return <ListLoading label="Loading cities..." />;
    if (list.isError) return <ListError message="Failed to load cities. Please try again." onRetry={() => void list.refetch()} />;
    if (cities.length === 0) return <ListEmpty title="No cities yet">Add the first city.</ListEmpty>;
    return (
      <div className="rounded-2xl md:border md:border-stone-200 md:bg-white">
        <table className={rt.table}>
          <thead className={`${rt.head} bg-stone-50 text-stone-600`}>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
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
          <h2 className="text-xl font-semibold text-ink">Cities</h2>
          <p className="mt-1 text-sm text-stone-600">Open cities take sign-ups; coming-soon cities take their waitlist; closed cities neither.</p>
        </div>
        <Button onClick={() => setEditing({ city: null })}>Add a city</Button>
      </div>
      {body()}
      {editing && <CityFormDialog city={editing.city} onClose={() => setEditing(null)} />}
    </section>
  );
}
