import type { AdminUserDto } from '../../api/generated/model';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** Status ('Service Terminated' or 'Active'), verified and admin badges of a user row. */
export function UserBadges({ user }: { user: AdminUserDto }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${badge} ${user.service_terminated ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}>
        {user.service_terminated ? 'Service Terminated' : 'Active'}
      </span>
      <span className={`${badge} ${user.email_verified ? 'bg-sky-100 text-sky-800' : 'bg-stone-100 text-stone-600'}`}>
        {user.email_verified ? 'Verified' : 'Unverified'}
      </span>
      {user.is_admin && <span className={`${badge} bg-violet-100 text-violet-800`}>Admin</span>}
    </span>
  );
}

export const fullName = (user: Pick<AdminUserDto, 'first_name' | 'last_name'>) => [user.first_name, user.last_name].filter(Boolean).join(' ');
