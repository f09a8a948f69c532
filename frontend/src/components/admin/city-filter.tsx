import { useListCityChoices } from '../../api/generated/admin/admin';
import { useT } from '../../i18n/use-t';
import { ListSelect } from '../ui/list-toolbar';

/**
 * "City" for an admin list (`?city=` on the server): any city, or one of the cities this admin
 * may filter by (GET /api/admin/city-choices: closed ones too, whose past dinners stay listed;
 * a city manager's own only).
 */
export function CityFilter({ value, onChange }: { value: string; onChange(city: string): void }) {
  const t = useT();
  const cities = useListCityChoices({ query: { staleTime: 5 * 60_000 } }).data?.cities ?? [];
  const options = [
    ['', t('admin.city.any')] as const,
    ...cities.map((city) => [city.name, city.status === 'closed' ? t('admin.city.closed', { city: city.name }) : city.name] as const),
  ];
  return <ListSelect label={t('admin.city.label')} value={value} options={options} onChange={onChange} />;
}
