import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getListRestaurantsQueryKey, useDeleteRestaurant, useListRestaurants } from '../../api/generated/restaurants/restaurants';
import { RestaurantDto } from '../../api/generated/model';
import { CellLabel, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inputClasses, SelectField } from '../../components/ui/field';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { cuisineBadges, filterRestaurants, NO_FILTERS, RestaurantFilters } from './restaurant-filters';
import { PRICE_RANGES } from './restaurant-form';
import { RestaurantFormDialog } from './restaurant-form-dialog';

/** The restaurant list is cached for 30 seconds (admin-side spec, section 9). */
const RESTAURANTS_STALE_MS = 30_000;

type Editing = { restaurant: RestaurantDto | null } | null;

/** Restaurant management (admin-side spec, sections 2 and 5). */
export default function RestaurantsSection() {
  const { toast } = useToast();
  const list = useListRestaurants(undefined, { query: { staleTime: RESTAURANTS_STALE_MS } });
  const remove = useDeleteRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const [filters, setFilters] = useState<RestaurantFilters>(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RestaurantDto | null>(null);
  const restaurants = useMemo(() => list.data?.restaurants ?? [], [list.data]);
  const shown = useMemo(() => filterRestaurants(restaurants, filters), [restaurants, filters]);
  const cities = useMemo(() => [...new Set(restaurants.map((r) => r.city))].sort(), [restaurants]);
  const cuisines = useMemo(() => [...new Set(restaurants.flatMap((r) => r.cuisine_types))].sort(), [restaurants]);
  const setFilter = (field: keyof RestaurantFilters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: (result) => {
          toast({
            title: result.outcome === 'deleted' ? 'Restaurant deleted' : 'Restaurant deactivated',
            description: result.outcome === 'deleted' ? deleting.name : result.message,
            variant: 'success',
            duration: 6000,
          });
          setDeleting(null);
        },
        onError: (error) => {
          toast({ title: 'Failed to delete restaurant', description: errorMessage(error, 'Failed to delete restaurant'), variant: 'destructive' });
          setDeleting(null);
        },
      },
    );
  };

  const body = () => {
    if (list.isLoading) return <ListLoading label="Loading restaurants..." />;
    if (list.isError) return <ListError message="Failed to load restaurants. Please try again." onRetry={() => void list.refetch()} />;
    if (restaurants.length === 0) return <ListEmpty title="No restaurants yet">Add your first partner restaurant.</ListEmpty>;
    if (shown.length === 0) return <ListEmpty title="No restaurants match your search">Clear the search or the filters to see every restaurant.</ListEmpty>;
    return (
      <div className="rounded-2xl md:border md:border-stone-200 md:bg-white">
        <table className={rt.table}>
          <thead className={`${rt.head} bg-stone-50 text-stone-600`}>
            <tr>
              {['Name', 'City', 'Cuisine', 'Price', 'Rating', 'Party size', 'Tables', 'Status', 'Actions'].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={rt.body}>
            {shown.map((restaurant) => {
              const badges = cuisineBadges(restaurant.cuisine_types);
              return (
                <tr key={restaurant.id} className={`${rt.row} bg-white`}>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <p className="font-semibold text-ink">{restaurant.name}</p>
                    <p className="text-xs text-stone-500">{restaurant.address}</p>
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>City</CellLabel>
                    {restaurant.city}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <div className="flex flex-wrap gap-1">
                      {badges.shown.map((cuisine) => (
                        <Badge key={cuisine} variant="secondary">
                          {cuisine}
                        </Badge>
                      ))}
                      {badges.more && <Badge variant="outline">{badges.more}</Badge>}
                    </div>
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>Price</CellLabel>
                    {restaurant.price_range}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>Rating</CellLabel>
                    {restaurant.avg_rating.toFixed(1)} / 5
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>Party size</CellLabel>
                    {restaurant.max_party_size}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>Tables</CellLabel>
                    {restaurant.tables_per_night}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    {restaurant.is_active ? <Badge variant="success">active</Badge> : <Badge variant="outline">inactive</Badge>}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <div className="flex gap-2">
                      <Button variant="secondary" className="px-3 py-1" aria-label={`Edit ${restaurant.name}`} onClick={() => setEditing({ restaurant })}>
                        Edit
                      </Button>
                      <Button variant="danger" className="px-3 py-1" aria-label={`Delete ${restaurant.name}`} onClick={() => setDeleting(restaurant)}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section aria-labelledby="restaurants-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="restaurants-title" className="text-2xl font-bold text-brand-800">
          Restaurant Management
        </h2>
        <Button onClick={() => setEditing({ restaurant: null })}>Add Restaurant</Button>
      </div>
      <div className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            aria-label="Search restaurants"
            placeholder="Search by name, address, city or cuisine"
            className={inputClasses(false)}
            value={filters.search}
            onChange={(event) => setFilter('search')(event.target.value)}
          />
          <Button variant="secondary" aria-expanded={showFilters} onClick={() => setShowFilters((open) => !open)}>
            {showFilters ? 'Hide filters' : 'Filters'}
          </Button>
        </div>
        {showFilters && (
          <div className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField label="City" options={cities} placeholder="All cities" value={filters.city} onValueChange={setFilter('city')} />
            <SelectField label="Cuisine" options={cuisines} placeholder="All cuisines" value={filters.cuisine} onValueChange={setFilter('cuisine')} />
            <SelectField label="Price range" options={PRICE_RANGES} placeholder="All prices" value={filters.price} onValueChange={setFilter('price')} />
            <SelectField
              label="Status"
              options={['active', 'inactive']}
              placeholder="All statuses"
              value={filters.status}
              onValueChange={setFilter('status')}
            />
          </div>
        )}
      </div>
      {body()}
      {editing && <RestaurantFormDialog restaurant={editing.restaurant} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Restaurant"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          Delete <strong>{deleting?.name}</strong>? A restaurant seated in any dinner is deactivated instead, so upcoming groups keep their table and past
          dinners their history.
        </p>
      </ConfirmDialog>
    </section>
  );
}
