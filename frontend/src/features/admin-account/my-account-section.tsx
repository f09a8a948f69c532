import { getListMySessionsQueryKey, useAdminAccess, useEndSession, useListMySessions } from '../../api/generated/admin/admin';
import { ListLoading } from '../../components/ui/list-states';
import { invalidating } from '../../lib/query-client';
import { SessionsList } from './sessions-list';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import { useRichT, useT } from '../../i18n/use-t';
import { LanguageSection } from '../../components/member-details/language-section';
import { roleLabel } from './role-label';

/** My account: the admin's role, two-factor sign-in, and where they are signed in. */
export default function MyAccountSection() {
  const t = useT();
  const rich = useRichT();
  const access = useAdminAccess();
  const sessions = useListMySessions();
  const end = useEndSession(invalidating([getListMySessionsQueryKey()]));
  if (!access.data) return <ListLoading label={t('admin.loading')} />;
  const { role, cities, two_factor_enrolled: enrolled, recovery_codes_left: codesLeft } = access.data;
  return (
    <div className="space-y-8">
      <section className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">{t('admin.account.title')}</h2>
        <p className="mt-1 text-sm text-stone-600">
          {rich(cities.length > 0 ? 'admin.account.roleInCities' : 'admin.account.role', {
            role: roleLabel(t, role),
            cities: cities.join(', '),
            b: (text) => <strong>{text}</strong>,
          })}
        </p>
      </section>
      <section className="space-y-3 rounded-3xl bg-white p-6 shadow-sm" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className="text-xl font-semibold text-ink">
          {t('admin.account.twoFactorTitle')}
        </h2>
        {enrolled ? <p className="text-sm text-stone-600">{t('admin.account.twoFactorOn', { count: codesLeft })}</p> : <TwoFactorEnrolment />}
      </section>
      <section className="space-y-3 rounded-3xl bg-white p-6 shadow-sm" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-xl font-semibold text-ink">
          {t('admin.account.sessionsTitle')}
        </h2>
        {sessions.data ? (
          <SessionsList
            sessions={sessions.data.sessions}
            ending={end.isPending ? end.variables?.sessionId : undefined}
            onEnd={(sessionId) => end.mutate({ sessionId })}
          />
        ) : (
          <ListLoading label={t('admin.loading')} />
        )}
      </section>
      <section className="space-y-3 rounded-3xl bg-white p-6 shadow-sm" aria-labelledby="language-title">
        <h2 id="language-title" className="text-xl font-semibold text-ink">
          {t('admin.account.language')}
        </h2>
        <LanguageSection withCityChoice={false} />
      </section>
    </div>
  );
}
