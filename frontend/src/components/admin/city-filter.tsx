import { useListCityChoices } from '../../api/generated/admin/admin';
import { ListSelect } from '../ui/list-toolbar';

/**
 * "City" for an admin list (`?city=` on the server): any city, or one of the cities this admin
 * may filter by (GET /api/admin/city-choices: closed ones too, whose past dinners stay listed;
 * a city manager's own only).
 */
export function CityFilter({ value, onChange }: { value: string; onChange(city: string): void }) {
  const cities = useListCityChoices({ query: { staleTime: 5 * 60_000 } }).data?.cities ?? [];
  const options = [['', 'Any city'] as const, ...cities.map((city) => [city.name, city.status === 'closed' ? `${city.name} (closed)` : city.name] as const)];
  return <ListSelect label="City" value={value} options={options} onChange={onChange} />;
}
