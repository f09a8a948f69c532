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
import { DeleteUserDialog } from './delete-user-dialog';
import { Pager } from '../../components/ui/pager';
import { CellLabel, ListSearch, ListSelect, ListToolbar, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { PurgeDialog, PurgeKind } from './purge-dialog';
import { useDeleteUser } from './use-delete-user';
import { fullName, UserBadges } from './user-badges';
import { UserDetailsDialog } from './user-details-dialog';
import { useLocale, useT, type Translate } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/catalogues';

const PAGE_SIZE = 25;

/** The orders the list offers, as the server's sort and order. */
const ORDERS: readonly (readonly [string, MessageId])[] = [
  ['created_at:desc', 'admin.users.order.newest'],
  ['created_at:asc', 'admin.users.order.oldest'],
  ['name:asc', 'admin.users.order.nameAsc'],
  ['name:desc', 'admin.users.order.nameDesc'],
  ['email:asc', 'admin.users.order.email'],
  ['location:asc', 'admin.users.order.location'],
];
const KINDS: readonly (readonly [string, MessageId])[] = [
  ['', 'admin.users.kind.everyone'],
  ['member', 'admin.users.kind.member'],
  ['admin', 'admin.users.kind.admin'],
];
const VERIFIED: readonly (readonly [string, MessageId])[] = [
  ['', 'admin.users.verified.any'],
  ['true', 'admin.users.verified.true'],
  ['false', 'admin.users.verified.false'],
];
/** A list's choices in the reader's words. */
const inWords = (t: Translate, choices: readonly (readonly [string, MessageId])[]) => choices.map(([value, label]) => [value, t(label)] as const);

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
  const locale = useLocale();
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
            title: t('admin.users.purgedUsers'),
            description: t('admin.users.purgedUsersText', {
              users: details.deletedUsers,
              profiles: details.deletedProfiles,
              couples: details.deletedCouples,
              bookings: details.deletedBookings,
              reviews: details.deletedReviews,
            }),
            variant: 'success',
          });
          done();
        },
        onError: (error) =>
          toast({ title: t('admin.users.purgeFailed'), description: errorMessage(error, t('admin.users.purgeFailedText')), variant: 'destructive' }),
      });
    else
      purgeBookings.mutate(undefined, {
        onSuccess: ({ details }) => {
          toast({
            title: t('admin.users.purgedBookings'),
            description: t('admin.users.purgedBookingsText', { bookings: details.deletedBookings, reviews: details.deletedReviews }),
            variant: 'success',
          });
          done();
        },
        onError: (error) =>
          toast({
            title: t('admin.users.bookingPurgeFailed'),
            description: errorMessage(error, t('admin.users.bookingPurgeFailedText')),
            variant: 'destructive',
          }),
      });
  };

  return (
    <section className="space-y-4" aria-labelledby="user-management-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="user-management-title" className="font-serif text-2xl text-stone-900">
          {t('admin.users.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => users.refetch()}>
            {t('admin.users.refresh')}
          </Button>
          <Button variant="secondary" onClick={() => setPurging('bookings')}>
            {t('admin.users.purgeBookings')}
          </Button>
          <Button variant="danger" onClick={() => setPurging('users')}>
            {t('admin.users.purgeAll')}
          </Button>
        </div>
      </div>
      <ListToolbar>
        <ListSearch label={t('admin.users.search')} placeholder={t('admin.users.searchPlaceholder')} onSearch={choose(setSearch)} />
        <ListSelect label={t('admin.users.sort')} value={order} options={inWords(t, ORDERS)} onChange={choose(setOrder)} />
        <ListSelect label={t('admin.users.who')} value={kind} options={inWords(t, KINDS)} onChange={choose(setKind)} />
        <ListSelect label={t('admin.users.email')} value={verified} options={inWords(t, VERIFIED)} onChange={choose(setVerified)} />
      </ListToolbar>
      {users.isLoading && <Spinner />}
      {users.isError && (
        <div role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{t('admin.users.loadFailed')}</p>
          <Button variant="ghost" onClick={() => users.refetch()}>
            {t('admin.users.retry')}
          </Button>
        </div>
      )}
      {users.data && (
        <>
          {users.data.users.length === 0 && <p className="text-sm text-stone-600">{t('admin.users.none')}</p>}
          <table className={rt.table}>
            <thead className={rt.head}>
              <tr>
                <th className="py-2">{t('admin.users.column.name')}</th>
                <th>{t('admin.users.column.email')}</th>
                <th>{t('admin.users.column.status')}</th>
                <th>{t('admin.users.column.signup')}</th>
                <th>{t('admin.users.column.joined')}</th>
                <th>
                  <span className="sr-only">{t('admin.users.column.actions')}</span>
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
                    <CellLabel>{t('admin.users.column.signup')}</CellLabel>
                    {user.signup_status}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.users.column.joined')}</CellLabel>
                    {formatZonedDateTime(user.created_at, SERVICE_TIME_ZONE, locale)}
                  </td>
                  <td className={`${rt.cell} whitespace-nowrap md:text-right`}>
                    <Button variant="ghost" onClick={() => setViewed(user)} aria-label={t('admin.users.viewLabel', { name: fullName(user) })}>
                      {t('admin.users.view')}
                    </Button>
                    <Button variant="ghost" onClick={() => setDeleting(user)} aria-label={t('admin.users.deleteLabel', { name: fullName(user) })}>
                      {t('admin.users.delete')}
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
