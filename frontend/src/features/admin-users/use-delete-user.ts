import { getListUsersJoinedQueryKey, useDeleteUserById } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';

/** Deletes a user, refreshes the lists and says how it went ('Delete Failed' / 'Failed to delete user'). */
export function useDeleteUser(onDone: () => void) {
  const { toast } = useToast();
  const mutation = useDeleteUserById(invalidating([getListUsersJoinedQueryKey()]));
  return {
    pending: mutation.isPending,
    remove: (userId: string) =>
      mutation.mutate(
        { id: userId },
        {
          onSuccess: () => {
            toast({ title: 'User deleted', description: 'The user and their data have been erased.', variant: 'success' });
            onDone();
          },
          onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete user'), variant: 'destructive' }),
        },
      ),
  };
}
