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
import type { MessageId } from '../../i18n/catalogues';
import { useRichT, useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';

/** The restaurant list is cached for 30 seconds (admin-side spec, section 9). */
const RESTAURANTS_STALE_MS = 30_000;

type Editing = { restaurant: RestaurantDto | null } | null;

/** Restaurant management (admin-side spec, sections 2 and 5). */
const COLUMNS: readonly MessageId[] = [
  'admin.restaurants.column.name',
  'admin.restaurants.column.city',
  'admin.restaurants.column.cuisine',
  'admin.restaurants.column.price',
  'admin.restaurants.column.rating',
  'admin.restaurants.column.partySize',
  'admin.restaurants.column.tables',
  'admin.restaurants.column.status',
  'admin.restaurants.column.actions',
];

export default function RestaurantsSection() {
  const t = useT();
  const rich = useRichT();
  const optionLabel = useOptionLabel();
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
            title: t(result.outcome === 'deleted' ? 'admin.restaurants.deleted' : 'admin.restaurants.deactivated'),
            description: result.outcome === 'deleted' ? deleting.name : result.message,
            variant: 'success',
            duration: 6000,
          });
          setDeleting(null);
        },
        onError: (error) => {
          toast({
            title: t('admin.restaurants.deleteFailed'),
            description: errorMessage(error, t('admin.restaurants.deleteFailed')),
            variant: 'destructive',
          });
          setDeleting(null);
        },
      },
    );
  };

  const body = () => {
    if (list.isLoading) return <ListLoading label={t('admin.restaurants.loading')} />;
    if (list.isError) return <ListError message={t('admin.restaurants.loadFailed')} onRetry={() => void list.refetch()} />;
    if (restaurants.length === 0) return <ListEmpty title={t('admin.restaurants.none')}>{t('admin.restaurants.noneText')}</ListEmpty>;
    if (shown.length === 0) return <ListEmpty title={t('admin.restaurants.noMatch')}>{t('admin.restaurants.noMatchText')}</ListEmpty>;
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
            {shown.map((restaurant) => {
              const badges = cuisineBadges(restaurant.cuisine_types);
              return (
                <tr key={restaurant.id} className={`${rt.row} bg-white`}>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <p className="font-semibold text-ink">{restaurant.name}</p>
                    <p className="text-xs text-stone-500">{restaurant.address}</p>
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>{t('admin.restaurants.column.city')}</CellLabel>
                    {restaurant.city}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <div className="flex flex-wrap gap-1">
                      {badges.shown.map((cuisine) => (
                        <Badge key={cuisine} variant="secondary">
                          {optionLabel(cuisine)}
                        </Badge>
                      ))}
                      {badges.more > 0 && <Badge variant="outline">{t('admin.restaurants.moreCuisines', { count: badges.more })}</Badge>}
                    </div>
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>{t('admin.restaurants.column.price')}</CellLabel>
                    {restaurant.price_range}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>{t('admin.restaurants.column.rating')}</CellLabel>
                    {t('admin.restaurants.ratingOutOf5', { rating: restaurant.avg_rating })}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>{t('admin.restaurants.column.partySize')}</CellLabel>
                    {restaurant.max_party_size}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <CellLabel>{t('admin.restaurants.column.tables')}</CellLabel>
                    {restaurant.tables_per_night}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    {restaurant.is_active ? (
                      <Badge variant="success">{t('admin.restaurants.active')}</Badge>
                    ) : (
                      <Badge variant="outline">{t('admin.restaurants.inactive')}</Badge>
                    )}
                  </td>
                  <td className={`${rt.cell} md:px-4 md:py-3`}>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        className="px-3 py-1"
                        aria-label={t('admin.restaurants.editLabel', { name: restaurant.name })}
                        onClick={() => setEditing({ restaurant })}
                      >
                        {t('admin.restaurants.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        className="px-3 py-1"
                        aria-label={t('admin.restaurants.deleteLabel', { name: restaurant.name })}
                        onClick={() => setDeleting(restaurant)}
                      >
                        {t('admin.restaurants.delete')}
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
          {t('admin.restaurants.title')}
        </h2>
        <Button onClick={() => setEditing({ restaurant: null })}>{t('admin.restaurants.add')}</Button>
      </div>
      <div className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            aria-label={t('admin.restaurants.search')}
            placeholder={t('admin.restaurants.searchPlaceholder')}
            className={inputClasses(false)}
            value={filters.search}
            onChange={(event) => setFilter('search')(event.target.value)}
          />
          <Button variant="secondary" aria-expanded={showFilters} onClick={() => setShowFilters((open) => !open)}>
            {t(showFilters ? 'admin.restaurants.hideFilters' : 'admin.restaurants.filters')}
          </Button>
        </div>
        {showFilters && (
          <div className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              label={t('admin.restaurants.column.city')}
              options={cities}
              placeholder={t('admin.restaurants.allCities')}
              value={filters.city}
              onValueChange={setFilter('city')}
            />
            <SelectField
              label={t('admin.restaurants.column.cuisine')}
              options={cuisines}
              labelOf={optionLabel}
              placeholder={t('admin.restaurants.allCuisines')}
              value={filters.cuisine}
              onValueChange={setFilter('cuisine')}
            />
            <SelectField
              label={t('admin.restaurants.priceRange')}
              options={PRICE_RANGES}
              placeholder={t('admin.restaurants.allPrices')}
              value={filters.price}
              onValueChange={setFilter('price')}
            />
            <SelectField
              label={t('admin.restaurants.column.status')}
              options={['active', 'inactive']}
              labelOf={(status) => t(status === 'active' ? 'admin.restaurants.active' : 'admin.restaurants.inactive')}
              placeholder={t('admin.restaurants.allStatuses')}
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
        title={t('admin.restaurants.deleteTitle')}
        confirmLabel={t('admin.restaurants.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{rich('admin.restaurants.deleteText', { name: deleting?.name ?? '', b: (text) => <strong>{text}</strong> })}</p>
      </ConfirmDialog>
    </section>
  );
}
