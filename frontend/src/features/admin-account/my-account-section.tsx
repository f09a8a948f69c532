import { getListMySessionsQueryKey, useAdminAccess, useEndSession, useListMySessions } from '../../api/generated/admin/admin';
import { ListLoading } from '../../components/ui/list-states';
import { invalidating } from '../../lib/query-client';
import { SessionsList } from './sessions-list';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', city_manager: 'City manager', support_agent: 'Support agent', analyst: 'Analyst' };

/** My account: the admin's role, two-factor sign-in, and where they are signed in. */
export default function MyAccountSection() {
  const access = useAdminAccess();
  const sessions = useListMySessions();
  const end = useEndSession(invalidating([getListMySessionsQueryKey()]));
  if (!access.data) return <ListLoading label="Loading..." />;
  const { role, cities, two_factor_enrolled: enrolled, recovery_codes_left: codesLeft } = access.data;
  return (
    <div className="space-y-8">
      <section className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">My account</h2>
        <p className="mt-1 text-sm text-stone-600">
          Role: <strong>{ROLE_LABELS[role] ?? role}</strong>
          {cities.length > 0 && <> · Cities: {cities.join(', ')}</>}
        </p>
      </section>
      <section className="space-y-3 rounded-3xl bg-white p-6 shadow-sm" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className="text-xl font-semibold text-ink">
          Two-factor sign-in
        </h2>
        {enrolled ? (
          <p className="text-sm text-stone-600">
            On: sign-in asks for a code from your authenticator app. {codesLeft} recovery codes left. Lost your phone? Ask an owner to reset it.
          </p>
        ) : (
          <TwoFactorEnrolment />
        )}
      </section>
      <section className="space-y-3 rounded-3xl bg-white p-6 shadow-sm" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-xl font-semibold text-ink">
          Where you are signed in
        </h2>
        {sessions.data ? (
          <SessionsList
            sessions={sessions.data.sessions}
            ending={end.isPending ? end.variables?.sessionId : undefined}
            onEnd={(sessionId) => end.mutate({ sessionId })}
          />
        ) : (
          <ListLoading label="Loading..." />
        )}
      </section>
    </div>
  );
}
