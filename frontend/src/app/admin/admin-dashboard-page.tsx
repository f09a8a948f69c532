import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ListLoading } from '../../components/ui/list-states';
import { NeedsYouPanel } from '../../features/admin-needs-you/needs-you-panel';
import { SafetyOverduePanel } from '../../features/admin-safety/safety-overdue-panel';
import { AdminAccessGate } from './admin-access-gate';
import { AdminConsole } from './admin-console';
import { DEFAULT_SECTION, findSection, menuFor, pageOfSection, sectionFromHash } from './admin-sections';

const DinnerEventsSection = lazy(() => import('../../features/admin-dinner-events/dinner-events-section'));
const RestaurantsSection = lazy(() => import('../../features/admin-restaurants/restaurants-section'));
const MatchingConfigSection = lazy(() => import('../../features/admin-matching/config/matching-config-section'));
const GroupManagementSection = lazy(() => import('../../features/admin-matching/groups/group-management-section'));
const MatchedDinnersSection = lazy(() => import('../../features/admin-matching/matched-dinners/matched-dinners-section'));
const MatchingRunPanel = lazy(() => import('../../features/admin-matching/run/matching-run-panel'));
const JobsSection = lazy(() => import('../../features/admin-jobs/jobs-section'));
const UserManagementPanel = lazy(() => import('../../features/admin-users/user-management-panel').then((module) => ({ default: module.UserManagementPanel })));
const UserManagementOldPanel = lazy(() =>
  import('../../features/admin-users/user-management-old-panel').then((module) => ({ default: module.UserManagementOldPanel })),
);
const CustomerSupportSection = lazy(() => import('../../features/admin-support/customer-support-page'));
const IntegrationsSection = lazy(() => import('../../features/admin-integrations/integrations-section'));
const AdminsSection = lazy(() => import('../../features/admin-account/admins-section'));
const MyAccountSection = lazy(() => import('../../features/admin-account/my-account-section'));
const SafetySection = lazy(() => import('../../features/admin-safety/safety-section'));
const CitiesSection = lazy(() => import('../../features/admin-cities/cities-section'));

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
  const page = pageOfSection(id);
  if (page) return <Navigate to={page} replace />;
  const section = findSection(id);
  if (section && !permissions.includes(section.permission))
    return <p className="rounded-3xl bg-white p-8 text-center text-stone-600">This section is not available to your admin role.</p>;
  if (!section || !(id in SECTIONS))
    return <p className="rounded-3xl bg-white p-8 text-center text-stone-600">Select a section from the sidebar to get started</p>;
  return <Suspense fallback={<ListLoading label="Loading..." />}>{SECTIONS[id as keyof typeof SECTIONS]}</Suspense>;
}

/** The section to open without a hash: the default one, or the first this role may use. */
const firstSection = (permissions: readonly string[]) => {
  const allowed = menuFor(permissions).flatMap((group) => group.items);
  return allowed.some((item) => item.id === DEFAULT_SECTION) ? DEFAULT_SECTION : ((allowed.find((item) => !item.href) ?? allowed[0])?.id ?? DEFAULT_SECTION);
};

/** /admin-dashboard: the section named by the URL hash (by default dinner-match-review, or the first section the role may use). */
export default function AdminDashboardPage() {
  const hash = useLocation().hash;
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
