import type { AdminUserDto } from '../../api/generated/model';
import { useT } from '../../i18n/use-t';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** Status ('Service Terminated' or 'Active'), verified and admin badges of a user row. */
export function UserBadges({ user }: { user: AdminUserDto }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${badge} ${user.service_terminated ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}>
        {t(user.service_terminated ? 'admin.users.badge.terminated' : 'admin.users.badge.active')}
      </span>
      <span className={`${badge} ${user.email_verified ? 'bg-sky-100 text-sky-800' : 'bg-stone-100 text-stone-600'}`}>
        {t(user.email_verified ? 'admin.users.badge.verified' : 'admin.users.badge.unverified')}
      </span>
      {user.is_admin && <span className={`${badge} bg-violet-100 text-violet-800`}>{t('admin.users.badge.admin')}</span>}
    </span>
  );
}

export const fullName = (user: Pick<AdminUserDto, 'first_name' | 'last_name'>) => [user.first_name, user.last_name].filter(Boolean).join(' ');
