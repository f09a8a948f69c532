import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a group change: reloads the dinner's matches, unmatched couples, unassigned groups, assignments and dinner lists. */
export function useRefreshDinnerMatches(): (dinnerId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (dinnerId: string) =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const key = String(query.queryKey[0] ?? '');
          return key.startsWith(`/api/admin/dinners/${dinnerId}`) || key.startsWith('/api/admin/dinner-') || key.startsWith('/api/admin/dinners/upcoming') || key.startsWith('/api/admin/dinners/history') || key.startsWith('/api/admin/dinners/for-management');
        },
      }),
    [queryClient],
  );
}
