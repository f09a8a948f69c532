import { getListUsersJoinedQueryKey, useDeleteUserById } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { useT } from '../../i18n/use-t';

/** Deletes a user, refreshes the lists and says how it went ('Delete Failed' / 'Failed to delete user'). */
export function useDeleteUser(onDone: () => void) {
  const t = useT();
  const { toast } = useToast();
  const mutation = useDeleteUserById(invalidating([getListUsersJoinedQueryKey()]));
  return {
    pending: mutation.isPending,
    remove: (userId: string) =>
      mutation.mutate(
        { id: userId },
        {
          onSuccess: () => {
            toast({ title: t('admin.users.deleted'), description: t('admin.users.deletedText'), variant: 'success' });
            onDone();
          },
          onError: (error) =>
            toast({ title: t('admin.users.deleteFailed'), description: errorMessage(error, t('admin.users.deleteFailedText')), variant: 'destructive' }),
        },
      ),
  };
}
