import { useState } from 'react';
import { getListUsersJoinedQueryKey, usePurgeBookings, usePurgeUsers, useListUsersJoined } from '../../api/generated/admin/admin';
import type { AdminUserDto, ListUsersJoinedParams } from '../../api/generated/model';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { invalidating } from '../../lib/query-client';
import { countOf } from '../../lib/plural';
import { DeleteUserDialog } from './delete-user-dialog';
import { Pager } from '../../components/ui/pager';
import { CellLabel, ListSearch, ListSelect, ListToolbar, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { PurgeDialog, PurgeKind } from './purge-dialog';
import { useDeleteUser } from './use-delete-user';
import { fullName, UserBadges } from './user-badges';
import { UserDetailsDialog } from './user-details-dialog';
import { useT } from '../../i18n/use-t';

const PAGE_SIZE = 25;

/** The orders the list offers, as the server's sort and order. */
const ORDERS = [
  ['created_at:desc', 'Newest first'],
  ['created_at:asc', 'Oldest first'],
  ['name:asc', 'Name A-Z'],
  ['name:desc', 'Name Z-A'],
  ['email:asc', 'Email A-Z'],
  ['location:asc', 'Location A-Z'],
] as const;
const KINDS = [
  ['', 'Everyone'],
  ['member', 'Couple members'],
  ['admin', 'Admins'],
] as const;
const VERIFIED = [
  ['', 'Any email'],
  ['true', 'Verified email'],
  ['false', 'Unverified email'],
] as const;

/** Admin users panel (hash section user-management): searched, filtered and sorted on the server; a table, cards on a phone; view, delete, purge, refresh. */
export function UserManagementPanel() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<string>(ORDERS[0][0]);
  const [kind, setKind] = useState('');
  const [verified, setVerified] = useState('');
  const [sortBy, direction] = order.split(':') as [ListUsersJoinedParams['sort'], ListUsersJoinedParams['order']];
  // Every change of search, filter or order starts again on the first page.
  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const [viewed, setViewed] = useState<AdminUserDto | null>(null);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);
  const [purging, setPurging] = useState<PurgeKind | null>(null);
  const users = useListUsersJoined({
    page,
    page_size: PAGE_SIZE,
    sort: sortBy,
    order: direction,
    ...(search ? { search } : {}),
    ...(kind ? { kind: kind as ListUsersJoinedParams['kind'] } : {}),
    ...(verified ? { email_verified: verified as ListUsersJoinedParams['email_verified'] } : {}),
  });
  const t = useT();
  const deletion = useDeleteUser(() => setDeleting(null));
  const { toast } = useToast();
  const purgeUsers = usePurgeUsers(invalidating([getListUsersJoinedQueryKey()]));
  const purgeBookings = usePurgeBookings(invalidating([getListUsersJoinedQueryKey()]));

  const purge = (kind: PurgeKind) => {
    const done = () => setPurging(null);
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
          toast({
            title: 'Booking data purged',
            description: `Deleted ${countOf(details.deletedBookings, 'booking')} and ${countOf(details.deletedReviews, 'review')}.`,
            variant: 'success',
          });
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
      <ListToolbar>
        <ListSearch label="Search users" placeholder="Name, email, location, partner name or email" onSearch={choose(setSearch)} />
        <ListSelect label="Sort" value={order} options={ORDERS} onChange={choose(setOrder)} />
        <ListSelect label="Who" value={kind} options={KINDS} onChange={choose(setKind)} />
        <ListSelect label="Email" value={verified} options={VERIFIED} onChange={choose(setVerified)} />
      </ListToolbar>
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
          {users.data.users.length === 0 && <p className="text-sm text-stone-600">No users match.</p>}
          <table className={rt.table}>
            <thead className={rt.head}>
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
            <tbody className={rt.body}>
              {users.data.users.map((user) => (
                <tr key={user.id} className={rt.row}>
                  <td className={`${rt.cell} font-medium md:font-normal`}>{fullName(user)}</td>
                  <td className={`${rt.cell} break-all`}>{user.email}</td>
                  <td className={rt.cell}>
                    <UserBadges user={user} />
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Signup</CellLabel>
                    {user.signup_status}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Joined</CellLabel>
                    {formatZonedDateTime(user.created_at, SERVICE_TIME_ZONE)}
                  </td>
                  <td className={`${rt.cell} whitespace-nowrap md:text-right`}>
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
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} counted={t('admin.count.users', { count: users.data.total })} onPage={setPage} />
        </>
      )}
      <UserDetailsDialog user={viewed} onClose={() => setViewed(null)} />
      <DeleteUserDialog user={deleting} pending={deletion.pending} onConfirm={(user) => deletion.remove(user.id)} onClose={() => setDeleting(null)} />
      <PurgeDialog kind={purging} pending={purgeUsers.isPending || purgeBookings.isPending} onConfirm={purge} onClose={() => setPurging(null)} />
    </section>
  );
}
