import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import {
  getListAdminSessionsQueryKey,
  getListAdminsQueryKey,
  useChangeAdminRole,
  useEndSession,
  useListAdminSessions,
  useListAdmins,
  useResetAdminTwoFactor,
} from '../../api/generated/admin/admin';
import type { AdminAccountDto, ChangeAdminRoleDtoRole } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { SessionsList } from './sessions-list';
import { useT } from '../../i18n/use-t';
import { roleLabel } from './role-label';

const ROLES: readonly ChangeAdminRoleDtoRole[] = ['owner', 'city_manager', 'support_agent', 'analyst'];

function AdminSessions({ adminId }: { adminId: string }) {
  const t = useT();
  const sessions = useListAdminSessions(adminId);
  const end = useEndSession(invalidating([getListAdminSessionsQueryKey(adminId)]));
  if (!sessions.data) return <ListLoading label={t('admin.loading')} />;
  return (
    <SessionsList
      sessions={sessions.data.sessions}
      ending={end.isPending ? end.variables?.sessionId : undefined}
      onEnd={(sessionId) => end.mutate({ sessionId })}
    />
  );
}

function AdminRow({ admin }: { admin: AdminAccountDto }) {
  const t = useT();
  const { toast } = useToast();
  const [role, setRole] = useState<ChangeAdminRoleDtoRole>(admin.role ?? 'analyst');
  const [cities, setCities] = useState(admin.cities.join(', '));
  const [showSessions, setShowSessions] = useState(false);
  const change = useChangeAdminRole(invalidating([getListAdminsQueryKey()]));
  const reset = useResetAdminTwoFactor(invalidating([getListAdminsQueryKey()]));
  const failed = (error: unknown) =>
    toast({ title: t('admin.admins.notSaved'), description: errorMessage(error, t('common.tryAgain')), variant: 'destructive' });

  return (
    <li className="space-y-3 p-4" aria-label={admin.email}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-ink">{admin.email}</p>
          <p className="text-sm text-stone-600">{t(admin.two_factor_enrolled ? 'admin.admins.twoFactorOn' : 'admin.admins.twoFactorOff')}</p>
        </div>
        <div className="flex gap-2">
          {admin.two_factor_enrolled && (
            <Button
              variant="secondary"
              busy={reset.isPending}
              onClick={() =>
                reset.mutate(
                  { id: admin.id },
                  {
                    onSuccess: () => toast({ title: t('admin.admins.resetDone'), description: t('admin.admins.resetDoneText', { email: admin.email }) }),
                    onError: failed,
                  },
                )
              }
            >
              {t('admin.admins.resetTwoFactor')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setShowSessions((shown) => !shown)} aria-expanded={showSessions}>
            {t('admin.admins.sessions')}
          </Button>
        </div>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const list = cities
            .split(',')
            .map((city) => city.trim())
            .filter(Boolean);
          change.mutate({ id: admin.id, data: { role, cities: list } }, { onSuccess: () => toast({ title: t('admin.admins.roleSaved') }), onError: failed });
        }}
      >
        <label className="text-sm font-medium text-stone-700">
          {t('admin.admins.role')}
          <select
            className="ml-2 rounded-xl border border-stone-300 px-3 py-2"
            value={role}
            onChange={(event) => setRole(event.target.value as ChangeAdminRoleDtoRole)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(t, option)}
              </option>
            ))}
          </select>
        </label>
        {role === 'city_manager' && (
          <TextField label={t('admin.admins.cities')} value={cities} onValueChange={setCities} placeholder={t('admin.admins.citiesPlaceholder')} />
        )}
        <Button type="submit" busy={change.isPending}>
          {t('admin.admins.saveRole')}
        </Button>
      </form>
      {showSessions && <AdminSessions adminId={admin.id} />}
    </li>
  );
}

/** Admins (owners only): roles and cities, second-factor resets, sessions. */
export default function AdminsSection() {
  const t = useT();
  const admins = useListAdmins();
  if (!admins.data) return <ListLoading label={t('admin.loading')} />;
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-ink">{t('admin.admins.title')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('admin.admins.intro')}</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {admins.data.admins.map((admin) => (
          <AdminRow key={admin.id} admin={admin} />
        ))}
      </ul>
    </section>
  );
}
