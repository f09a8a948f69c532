import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getAdminAccessQueryOptions } from '../../api/generated/admin/admin';
import { ListLoading } from '../../components/ui/list-states';
import { NeedsYouPanel } from '../../features/admin-needs-you/needs-you-panel';
import { SafetyOverduePanel } from '../../features/admin-safety/safety-overdue-panel';
import { AdminAccessGate } from './admin-access-gate';
import { ADMIN_ACCESS_STALE_MS, AdminConsole } from './admin-console';
import { DEFAULT_SECTION, findSection, menuFor, pageOfSection, sectionFromHash } from './admin-sections';
import { useT } from '../../i18n/use-t';

/** Each section's module, loaded when the section is first shown. */
const SECTION_MODULES = {
  'dinner-events': () => import('../../features/admin-dinner-events/dinner-events-section'),
  'restaurant-management': () => import('../../features/admin-restaurants/restaurants-section'),
  'matching-config': () => import('../../features/admin-matching/config/matching-config-section'),
  'dinner-match-review': () => import('../../features/admin-matching/groups/group-management-section'),
  'matched-dinners': () => import('../../features/admin-matching/matched-dinners/matched-dinners-section'),
  'matching-run': () => import('../../features/admin-matching/run/matching-run-panel'),
  jobs: () => import('../../features/admin-jobs/jobs-section'),
  'user-management': () => import('../../features/admin-users/user-management-panel').then((module) => ({ default: module.UserManagementPanel })),
  'user-management-old': () => import('../../features/admin-users/user-management-old-panel').then((module) => ({ default: module.UserManagementOldPanel })),
  'customer-support': () => import('../../features/admin-support/customer-support-page'),
  integrations: () => import('../../features/admin-integrations/integrations-section'),
  admins: () => import('../../features/admin-account/admins-section'),
  'my-account': () => import('../../features/admin-account/my-account-section'),
  safety: () => import('../../features/admin-safety/safety-section'),
  cities: () => import('../../features/admin-cities/cities-section'),
};

// The section the URL names starts downloading with this page, beside the admin access check, not after it: one round trip less on a phone.
const named = sectionFromHash(window.location.hash);
if (named in SECTION_MODULES) void SECTION_MODULES[named as keyof typeof SECTION_MODULES]();
if (named === 'matching-management') void Promise.all([SECTION_MODULES['matching-run'](), SECTION_MODULES['matching-config']()]);

const DinnerEventsSection = lazy(SECTION_MODULES['dinner-events']);
const RestaurantsSection = lazy(SECTION_MODULES['restaurant-management']);
const MatchingConfigSection = lazy(SECTION_MODULES['matching-config']);
const GroupManagementSection = lazy(SECTION_MODULES['dinner-match-review']);
const MatchedDinnersSection = lazy(SECTION_MODULES['matched-dinners']);
const MatchingRunPanel = lazy(SECTION_MODULES['matching-run']);
const JobsSection = lazy(SECTION_MODULES.jobs);
const UserManagementPanel = lazy(SECTION_MODULES['user-management']);
const UserManagementOldPanel = lazy(SECTION_MODULES['user-management-old']);
const CustomerSupportSection = lazy(SECTION_MODULES['customer-support']);
const IntegrationsSection = lazy(SECTION_MODULES.integrations);
const AdminsSection = lazy(SECTION_MODULES.admins);
const MyAccountSection = lazy(SECTION_MODULES['my-account']);
const SafetySection = lazy(SECTION_MODULES.safety);
const CitiesSection = lazy(SECTION_MODULES.cities);

const SECTIONS = {
  'dinner-events': <DinnerEventsSection />,
  'restaurant-management': <RestaurantsSection />,
  'dinner-match-review': <GroupManagementSection />,
  'matched-dinners': <MatchedDinnersSection />,
  // Algorithm configuration plus triggering runs (admin-side spec, section 2).
  'matching-management': (
    <div className="space-y-8">
      <MatchingRunPanel />
      <MatchingConfigSection />
    </div>
  ),
  jobs: <JobsSection />,
  'user-management': <UserManagementPanel />,
  'user-management-old': <UserManagementOldPanel />,
  'customer-support': <CustomerSupportSection />,
  integrations: <IntegrationsSection />,
  admins: <AdminsSection />,
  'my-account': <MyAccountSection />,
  safety: <SafetySection />,
  cities: <CitiesSection />,
} as const;

function Section({ id, permissions }: { id: string; permissions: readonly string[] }) {
  const t = useT();
  const page = pageOfSection(id);
  if (page) return <Navigate to={page} replace />;
  const section = findSection(id);
  if (section && !permissions.includes(section.permission))
    return <p className="rounded-3xl bg-white p-8 text-center text-stone-600">{t('admin.dashboard.notForRole')}</p>;
  if (!section || !(id in SECTIONS)) return <p className="rounded-3xl bg-white p-8 text-center text-stone-600">{t('admin.dashboard.selectSection')}</p>;
  return <Suspense fallback={<ListLoading label={t('admin.loading')} />}>{SECTIONS[id as keyof typeof SECTIONS]}</Suspense>;
}

/** The section to open without a hash: the default one, or the first this role may use. */
const firstSection = (permissions: readonly string[]) => {
  const allowed = menuFor(permissions).flatMap((group) => group.items);
  return allowed.some((item) => item.id === DEFAULT_SECTION) ? DEFAULT_SECTION : ((allowed.find((item) => !item.href) ?? allowed[0])?.id ?? DEFAULT_SECTION);
};

/** /admin-dashboard: the section named by the URL hash (by default dinner-match-review, or the first section the role may use). */
export default function AdminDashboardPage() {
  const hash = useLocation().hash;
  const queryClient = useQueryClient();
  // The role is asked for beside the session check, not after it: the console shows a round trip sooner (a visitor's answer is a refusal, never shown).
  useEffect(() => void queryClient.prefetchQuery({ ...getAdminAccessQueryOptions(), staleTime: ADMIN_ACCESS_STALE_MS }), [queryClient]);
  return (
    <AdminAccessGate>
      <DashboardForRole hash={hash} />
    </AdminAccessGate>
  );
}

function DashboardForRole({ hash }: { hash: string }) {
  const named = sectionFromHash(hash);
  return (
    <AdminConsole current={named}>
      {({ permissions }) => {
        const current = hash.replace(/^#/, '') ? named : firstSection(permissions);
        return (
          <>
            {permissions.includes('dinners:read') && <NeedsYouPanel />}
            {permissions.includes('support:accounts') && <SafetyOverduePanel />}
            <Section id={current} permissions={permissions} />
          </>
        );
      }}
    </AdminConsole>
  );
}
