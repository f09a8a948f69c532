import { useQueryClient } from '@tanstack/react-query';
import { getListUsersJoinedQueryKey, useDeleteUserById } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import { useToast } from '../../components/ui/toast';

/** Deletes a user, refreshes the lists and says how it went ('Delete Failed' / 'Failed to delete user'). */
export function useDeleteUser(onDone: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useDeleteUserById();
  return {
    pending: mutation.isPending,
    remove: (userId: string) =>
      mutation.mutate(
        { id: userId },
        {
          onSuccess: () => {
            toast({ title: 'User deleted', description: 'The user and their data have been erased.', variant: 'success' });
            void queryClient.invalidateQueries({ queryKey: getListUsersJoinedQueryKey() });
            onDone();
          },
          onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete user'), variant: 'destructive' }),
        },
      ),
  };
}
