import type { QueryKey } from '@tanstack/react-query';
import {
  getExportDinnerTablesQueryKey,
  getGetDinnerAssignmentsQueryKey,
  getGetDinnerMatchesQueryKey,
  getGetDinnerOperationsQueryKey,
  getGetDinnersForManagementQueryKey,
  getGetDinnersHistoryWithMatchesQueryKey,
  getGetUnassignedGroupsQueryKey,
  getGetUnmatchedCouplesQueryKey,
  getGetUpcomingDinnersQueryKey,
  getListDinnerEventsQueryKey,
} from '../../api/generated/admin/admin';

/**
 * What a group change (a matching run, a move, a restaurant) makes stale: the dinner's matches,
 * unmatched couples, unassigned groups, assignments, operations and table list, and the dinner
 * lists that show match counts. Restaurant options and a couple's compatibility are per group or
 * couple: admin data is stale at once (lib/query-client.ts), so they are read again when opened.
 */
export const dinnerChangeKeys = (dinnerId: string): readonly QueryKey[] => [
  getGetDinnerMatchesQueryKey(dinnerId),
  getGetUnmatchedCouplesQueryKey(dinnerId),
  getGetUnassignedGroupsQueryKey(dinnerId),
  getGetDinnerAssignmentsQueryKey(dinnerId),
  getGetDinnerOperationsQueryKey(dinnerId),
  getExportDinnerTablesQueryKey(dinnerId),
  getGetUpcomingDinnersQueryKey(),
  getGetDinnersHistoryWithMatchesQueryKey(),
  getGetDinnersForManagementQueryKey(),
  getListDinnerEventsQueryKey(),
];
