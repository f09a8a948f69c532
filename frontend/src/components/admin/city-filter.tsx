import { useListPublicCities } from '../../api/generated/cities/cities';
import { ListSelect } from '../ui/list-toolbar';

/**
 * "City" for an admin list (`?city=` on the server): any city, or one of the open and
 * coming-soon cities (GET /api/cities, which every admin role may read). A city manager's
 * lists keep only their own cities whatever is chosen.
 */
export function CityFilter({ value, onChange }: { value: string; onChange(city: string): void }) {
  const cities = useListPublicCities({ query: { staleTime: 5 * 60_000 } }).data?.cities ?? [];
  const options = [['', 'Any city'] as const, ...cities.map((city) => [city.name, city.name] as const)];
  return <ListSelect label="City" value={value} options={options} onChange={onChange} />;
}
