import { FormEvent, useState } from 'react';
import { useListUsersJoined } from '../../api/generated/admin/admin';
import type { AdminUserDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { DeleteUserDialog } from './delete-user-dialog';
import { Pager } from '../../components/ui/pager';
import { useDeleteUser } from './use-delete-user';
import { fullName, UserBadges } from './user-badges';
import { useT } from '../../i18n/use-t';

const PAGE_SIZE = 25;

/** The older user list (hash section user-management-old): search over names, email, location and partner, badges, delete. */
export function UserManagementOldPanel() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const t = useT();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);
  const users = useListUsersJoined({ page, page_size: PAGE_SIZE, ...(search ? { search } : {}) });
  const deletion = useDeleteUser(() => setDeleting(null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };

  return (
    <section className="space-y-4" aria-labelledby="user-list-title">
      <div className="flex items-center justify-between">
        <h2 id="user-list-title" className="font-serif text-2xl text-stone-900">
          {t('admin.users.old.title')}
        </h2>
        <Button variant="ghost" onClick={() => users.refetch()}>
          {t('admin.users.refresh')}
        </Button>
      </div>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="user-list-search" className="sr-only">
          {t('admin.users.search')}
        </label>
        <input
          id="user-list-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('admin.users.searchPlaceholder')}
          className={inputClasses(false, 'flex-1')}
        />
        <Button type="submit">{t('admin.users.searchButton')}</Button>
      </form>
      {users.isLoading && <Spinner />}
      {users.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('admin.users.old.loadFailed')}
        </p>
      )}
      {users.data && (
        <>
          <ul className="divide-y divide-stone-100">
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium text-stone-900">{fullName(user)}</p>
                  <p className="text-sm text-stone-600">{[user.email, user.location].filter(Boolean).join(' · ')}</p>
                  {user.partner_first_name && (
                    <p className="text-xs text-stone-500">
                      {t(user.partner_email ? 'admin.users.old.partnerWithEmail' : 'admin.users.old.partner', {
                        name: [user.partner_first_name, user.partner_last_name].filter(Boolean).join(' '),
                        email: user.partner_email ?? '',
                      })}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <UserBadges user={user} />
                  <Button variant="ghost" onClick={() => setDeleting(user)} aria-label={t('admin.users.deleteLabel', { name: fullName(user) })}>
                    {t('admin.users.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} counted={t('admin.count.users', { count: users.data.total })} onPage={setPage} />
        </>
      )}
      <DeleteUserDialog user={deleting} pending={deletion.pending} onConfirm={(user) => deletion.remove(user.id)} onClose={() => setDeleting(null)} />
    </section>
  );
}
