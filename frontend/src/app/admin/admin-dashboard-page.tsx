import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ListLoading } from '../../components/ui/list-states';
import { AdminAccessGate } from './admin-access-gate';
import { AdminLayout } from './admin-layout';
import { findSection, pageOfSection, sectionFromHash } from './admin-sections';

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
} as const;

function Section({ id }: { id: string }) {
  const page = pageOfSection(id);
  if (page) return <Navigate to={page} replace />;
  if (!findSection(id) || !(id in SECTIONS))
    return <p className="rounded-3xl bg-white p-8 text-center text-stone-600">Select a section from the sidebar to get started</p>;
  return <Suspense fallback={<ListLoading label="Loading..." />}>{SECTIONS[id as keyof typeof SECTIONS]}</Suspense>;
}

/** /admin-dashboard: the section named by the URL hash (default dinner-match-review). */
export default function AdminDashboardPage() {
  const current = sectionFromHash(useLocation().hash);
  return (
    <AdminAccessGate>
      <AdminLayout current={current}>
        <Section id={current} />
      </AdminLayout>
    </AdminAccessGate>
  );
}
