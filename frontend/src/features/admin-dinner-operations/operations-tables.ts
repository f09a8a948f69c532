import type { OperationsTableDto } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';

export interface RestaurantTables {
  restaurantId: string;
  restaurantName: string;
  emailed: boolean;
  tables: OperationsTableDto[];
}

/** The dinner's seated tables by restaurant (by name; `unknownName` for one without), each restaurant's tables by number. */
export function tablesByRestaurant(tables: readonly OperationsTableDto[], unknownName: string): RestaurantTables[] {
  const byId = new Map<string, RestaurantTables>();
  for (const table of tables) {
    if (!table.restaurant_id || table.table_number === null) continue;
    const entry = byId.get(table.restaurant_id) ?? {
      restaurantId: table.restaurant_id,
      restaurantName: table.restaurant_name ?? unknownName,
      emailed: table.restaurant_emailed,
      tables: [],
    };
    entry.tables.push(table);
    byId.set(table.restaurant_id, entry);
  }
  return [...byId.values()]
    .map((entry) => ({ ...entry, tables: entry.tables.sort((a, b) => (a.table_number ?? 0) - (b.table_number ?? 0)) }))
    .sort((a, b) => a.restaurantName.localeCompare(b.restaurantName));
}

/**
 * What the restaurant said about its table, in words. A cancelled dinner's table asks nothing
 * of the admin, but a restaurant without email was booked by phone, and is released by phone.
 */
export function reservationLabel(
  table: OperationsTableDto,
  dinnerCancelled = false,
): { label: MessageId; variant: 'success' | 'destructive' | 'secondary' | 'outline' } {
  if (!table.restaurant_emailed) return { label: dinnerCancelled ? 'admin.ops.answer.noEmailRelease' : 'admin.ops.answer.noEmail', variant: 'outline' };
  switch (table.reservation?.status) {
    case 'confirmed':
      return { label: 'admin.ops.answer.confirmed', variant: 'success' };
    case 'declined':
      return { label: 'admin.ops.answer.declined', variant: 'destructive' };
    case 'pending':
      return { label: 'admin.ops.answer.pending', variant: 'secondary' };
    case 'cancelled':
      return { label: 'admin.ops.answer.cancelled', variant: 'outline' };
    default:
      return { label: dinnerCancelled ? 'admin.ops.answer.notSentCancelled' : 'admin.ops.answer.notSent', variant: 'outline' };
  }
}
