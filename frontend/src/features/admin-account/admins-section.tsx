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

const ROLES: { value: ChangeAdminRoleDtoRole; label: string }[] = [
  { value: 'owner', label: 'Owner' },
  { value: 'city_manager', label: 'City manager' },
  { value: 'support_agent', label: 'Support agent' },
  { value: 'analyst', label: 'Analyst' },
];

function AdminSessions({ adminId }: { adminId: string }) {
  const sessions = useListAdminSessions(adminId);
  const end = useEndSession(invalidating([getListAdminSessionsQueryKey(adminId)]));
  if (!sessions.data) return <ListLoading label="Loading..." />;
  return (
    <SessionsList
      sessions={sessions.data.sessions}
      ending={end.isPending ? end.variables?.sessionId : undefined}
      onEnd={(sessionId) => end.mutate({ sessionId })}
    />
  );
}

function AdminRow({ admin }: { admin: AdminAccountDto }) {
  const { toast } = useToast();
  const [role, setRole] = useState<ChangeAdminRoleDtoRole>(admin.role ?? 'analyst');
  const [cities, setCities] = useState(admin.cities.join(', '));
  const [showSessions, setShowSessions] = useState(false);
  const change = useChangeAdminRole(invalidating([getListAdminsQueryKey()]));
  const reset = useResetAdminTwoFactor(invalidating([getListAdminsQueryKey()]));
  const failed = (error: unknown) => toast({ title: 'Not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

  return (
    <li className="space-y-3 p-4" aria-label={admin.email}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-ink">{admin.email}</p>
          <p className="text-sm text-stone-600">Two-factor sign-in: {admin.two_factor_enrolled ? 'on' : 'not set up'}</p>
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
                    onSuccess: () => toast({ title: 'Two-factor sign-in reset', description: `${admin.email} sets it up again at their next sign-in.` }),
                    onError: failed,
                  },
                )
              }
            >
              Reset two-factor
            </Button>
          )}
          <Button variant="ghost" onClick={() => setShowSessions((shown) => !shown)} aria-expanded={showSessions}>
            Sessions
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
          change.mutate({ id: admin.id, data: { role, cities: list } }, { onSuccess: () => toast({ title: 'Role saved' }), onError: failed });
        }}
      >
        <label className="text-sm font-medium text-stone-700">
          Role
          <select
            className="ml-2 rounded-xl border border-stone-300 px-3 py-2"
            value={role}
            onChange={(event) => setRole(event.target.value as ChangeAdminRoleDtoRole)}
          >
            {ROLES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {role === 'city_manager' && <TextField label="Cities (comma-separated)" value={cities} onValueChange={setCities} placeholder="Dublin, Cork" />}
        <Button type="submit" busy={change.isPending}>
          Save role
        </Button>
      </form>
      {showSessions && <AdminSessions adminId={admin.id} />}
    </li>
  );
}

/** Admins (owners only): roles and cities, second-factor resets, sessions. */
export default function AdminsSection() {
  const admins = useListAdmins();
  if (!admins.data) return <ListLoading label="Loading..." />;
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-ink">Admins</h2>
      <p className="mt-1 text-sm text-stone-600">
        Owners can do everything; city managers run their cities&apos; dinners; support agents help members; analysts see analytics.
      </p>
      <ul className="mt-4 divide-y divide-stone-100">
        {admins.data.admins.map((admin) => (
          <AdminRow key={admin.id} admin={admin} />
        ))}
      </ul>
    </section>
  );
}
