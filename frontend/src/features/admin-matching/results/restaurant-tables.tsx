import { useGetDinnerAssignments } from '../../../api/generated/admin/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DinnerAssignmentDto, DinnerAssignmentsDto } from '../../../api/generated/model';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { useT, type Translate } from '../../../i18n/use-t';
import { coupleNames } from '../match-display';
import { groupName } from './keyboard-move';

interface RestaurantTablesGroup {
  restaurantId: string;
  name: string;
  address: string;
  tables: DinnerAssignmentDto[];
}

/** The seated groups by restaurant (by name), each restaurant's tables in order. */
function byRestaurant(assignments: DinnerAssignmentDto[]): RestaurantTablesGroup[] {
  const restaurants = new Map<string, RestaurantTablesGroup>();
  for (const assignment of assignments) {
    const { restaurant } = assignment;
    if (!restaurant) continue;
    const entry = restaurants.get(restaurant.id) ?? { restaurantId: restaurant.id, name: restaurant.name, address: restaurant.address, tables: [] };
    entry.tables.push(assignment);
    restaurants.set(restaurant.id, entry);
  }
  for (const entry of restaurants.values()) entry.tables.sort((a, b) => (a.table_number ?? 0) - (b.table_number ?? 0));
  return [...restaurants.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "Table 2 · 2 couples: Saoirse & Oisin, Ciara & Conor": where a group sits, and who is in it. */
const seatingLine = (t: Translate, place: string, assignment: DinnerAssignmentDto) =>
  t('admin.results.tables.line', {
    place,
    count: assignment.participants.length,
    couples: assignment.participants.map((couple) => coupleNames(t, couple)).join(', '),
  });

/**
 * The dinner assignment view keyed by dinner_id (GET /api/admin/dinner-assignments/{id}): where
 * each group sits, by restaurant, for the admin to see the night at a glance beside the groups.
 */
export function RestaurantTables({ dinnerId }: { dinnerId: string }) {
  const t = useT();
  const assignments = useGetDinnerAssignments(dinnerId);
  return (
    <section aria-labelledby="restaurant-tables-heading" className="space-y-3">
      <h2 id="restaurant-tables-heading" className="text-lg font-semibold">
        {t('admin.results.tables.heading')}
      </h2>
      <RestaurantTablesBody assignments={assignments} />
    </section>
  );
}

function RestaurantTablesBody({ assignments }: { assignments: UseQueryResult<DinnerAssignmentsDto, unknown> }) {
  const t = useT();
  if (assignments.isPending) return <ListLoading label={t('admin.results.tables.loading')} />;
  if (assignments.isError) return <ListError message={t('admin.results.tables.loadFailed')} onRetry={() => void assignments.refetch()} />;
  const all = assignments.data.assignments;
  if (all.length === 0) return <ListEmpty title={t('admin.results.tables.empty')}>{t('admin.results.tables.emptyText')}</ListEmpty>;
  const restaurants = byRestaurant(all);
  const waiting = all.filter((a) => !a.restaurant);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {restaurants.map((restaurant) => (
        <article key={restaurant.restaurantId} aria-label={restaurant.name} className="rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="font-semibold">{restaurant.name}</h3>
          <p className="text-xs text-stone-600">{restaurant.address}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {restaurant.tables.map((table) => (
              <li key={table.match_id}>
                {seatingLine(
                  t,
                  table.table_number === null ? t('admin.results.tables.noTable') : t('admin.results.tables.table', { number: table.table_number }),
                  table,
                )}
              </li>
            ))}
          </ul>
        </article>
      ))}
      {waiting.length > 0 && (
        <article aria-label={t('admin.results.tables.withoutRestaurant')} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-amber-900">{t('admin.results.tables.withoutRestaurant')}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {waiting.map((group) => (
              <li key={group.match_id}>{seatingLine(t, groupName(t, group.match_id), group)}</li>
            ))}
          </ul>
        </article>
      )}
    </div>
  );
}
