import {
  getGetDinnersForManagementQueryKey,
  getGetDinnersHistoryWithMatchesQueryKey,
  getGetUpcomingDinnersQueryKey,
  getListDinnerEventsQueryKey,
} from '../../api/generated/admin/admin';
import { invalidating } from '../../lib/query-client';

/** Every list built from dinner events is reloaded after a save, a cancellation or a deletion (admin-side spec, section 7). */
export const dinnerEventChange = () =>
  invalidating([
    getListDinnerEventsQueryKey(),
    getGetUpcomingDinnersQueryKey(),
    getGetDinnersHistoryWithMatchesQueryKey(),
    getGetDinnersForManagementQueryKey(),
  ]);
