import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListUsersJoinedQueryKey, usePurgeBookings, usePurgeUsers, useListUsersJoined } from '../../api/generated/admin/admin';
import type { AdminUserDto } from '../../api/generated/model';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { countOf } from '../../lib/plural';
import { DeleteUserDialog } from './delete-user-dialog';
import { Pager } from '../../components/ui/pager';
import { PurgeDialog, PurgeKind } from './purge-dialog';
import { useDeleteUser } from './use-delete-user';
import { fullName, UserBadges } from './user-badges';
import { UserDetailsDialog } from './user-details-dialog';

const PAGE_SIZE = 25;

/** Admin users panel (hash section user-management): table, view, delete, purge, refresh. */
export function UserManagementPanel() {
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<AdminUserDto | null>(null);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);
  const [purging, setPurging] = useState<PurgeKind | null>(null);
  const users = useListUsersJoined({ page, page_size: PAGE_SIZE });
  const deletion = useDeleteUser(() => setDeleting(null));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const purgeUsers = usePurgeUsers();
  const purgeBookings = usePurgeBookings();

  const purge = (kind: PurgeKind) => {
    const done = () => {
      setPurging(null);
      void queryClient.invalidateQueries({ queryKey: getListUsersJoinedQueryKey() });
    };
    if (kind === 'users')
      purgeUsers.mutate(undefined, {
        onSuccess: ({ details }) => {
          toast({
            title: 'User data purged',
            description: `Deleted ${countOf(details.deletedUsers, 'user')}, ${countOf(details.deletedProfiles, 'profile')}, ${countOf(details.deletedCouples, 'couple')}, ${countOf(details.deletedBookings, 'booking')} and ${countOf(details.deletedReviews, 'review')}.`,
            variant: 'success',
          });
          done();
        },
        onError: (error) => toast({ title: 'Purge Failed', description: errorMessage(error, 'Failed to purge user data'), variant: 'destructive' }),
      });
    else
      purgeBookings.mutate(undefined, {
        onSuccess: ({ details }) => {
          toast({ title: 'Booking data purged', description: `Deleted ${countOf(details.deletedBookings, 'booking')} and ${countOf(details.deletedReviews, 'review')}.`, variant: 'success' });
          done();
        },
        onError: (error) => toast({ title: 'Booking Purge Failed', description: errorMessage(error, 'Failed to purge booking data'), variant: 'destructive' }),
      });
  };

  return (
    <section className="space-y-4" aria-labelledby="user-management-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="user-management-title" className="font-serif text-2xl text-stone-900">
          User Management
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => users.refetch()}>
            Refresh
          </Button>
          <Button variant="secondary" onClick={() => setPurging('bookings')}>
            Purge Bookings
          </Button>
          <Button variant="danger" onClick={() => setPurging('users')}>
            Purge All User Data
          </Button>
        </div>
      </div>
      {users.isLoading && <Spinner />}
      {users.isError && (
        <div role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>Failed to load users</p>
          <Button variant="ghost" onClick={() => users.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {users.data && (
        <>
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-stone-500">
              <tr>
                <th className="py-2">Name</th>
                <th>Email</th>
                <th>Status</th>
                <th>Signup</th>
                <th>Joined</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user.id} className="border-t border-stone-100">
                  <td className="py-2">{fullName(user)}</td>
                  <td>{user.email}</td>
                  <td>
                    <UserBadges user={user} />
                  </td>
                  <td>{user.signup_status}</td>
                  <td>{formatZonedDateTime(user.created_at, SERVICE_TIME_ZONE)}</td>
                  <td className="whitespace-nowrap text-right">
                    <Button variant="ghost" onClick={() => setViewed(user)} aria-label={`View ${fullName(user)}`}>
                      View
                    </Button>
                    <Button variant="ghost" onClick={() => setDeleting(user)} aria-label={`Delete ${fullName(user)}`}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} noun="users" onPage={setPage} />
        </>
      )}
      <UserDetailsDialog user={viewed} onClose={() => setViewed(null)} />
      <DeleteUserDialog user={deleting} pending={deletion.pending} onConfirm={(user) => deletion.remove(user.id)} onClose={() => setDeleting(null)} />
      <PurgeDialog kind={purging} pending={purgeUsers.isPending || purgeBookings.isPending} onConfirm={purge} onClose={() => setPurging(null)} />
    </section>
  );
}
