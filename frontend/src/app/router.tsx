import { lazy, ReactNode, Suspense } from 'react';
import { withAreas } from '../i18n/catalogues';
import { createBrowserRouter, Navigate, Outlet, RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/misc/not-found-page';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
import { paths } from '../lib/paths';
import { RouterNavigation } from '../lib/router-navigation';

// The landing has its own entry (landing-main.tsx); here only for client-side navigation to it.
const LandingPage = lazy(() => import('../features/public/app-landing-page'));
const OutboxPage = lazy(() => import('../features/dev/outbox-page'));
const PrivacyPolicyPage = lazy(() => withAreas(['legal'], () => import('../features/legal/privacy-policy-page')));
const TermsOfServicePage = lazy(() => withAreas(['legal'], () => import('../features/legal/terms-of-service-page')));
const JoinPage = lazy(() => import('../features/public/join-page'));
const UnsubscribePage = lazy(() => import('../features/public/unsubscribe-page'));
const ConfirmSubscriptionPage = lazy(() => import('../features/public/confirm-subscription-page'));
const RestaurantReservationPage = lazy(() => withAreas(['restaurant'], () => import('../features/restaurant-reservation/restaurant-reservation-page')));
const ContactPage = lazy(() => import('../features/support/contact-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignupPage = lazy(() => import('../features/signup/signup-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const VerifyLoginPage = lazy(() => import('../features/auth/verify-login-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ConfirmEmailChangePage = lazy(() => import('../features/auth/confirm-email-change-page'));
const AdminLoginPage = lazy(() => withAreas(['admin'], () => import('../features/admin-login/admin-login-page')));
const MatchResultsPage = lazy(() => withAreas(['admin'], () => import('../features/admin-matching/results/match-results-page')));
const DinnerOperationsPage = lazy(() => withAreas(['admin'], () => import('../features/admin-dinner-operations/dinner-operations-page')));
const SafetyReportPage = lazy(() => withAreas(['admin'], () => import('../features/admin-safety/safety-report-page')));
const SafetyCouplePage = lazy(() => withAreas(['admin'], () => import('../features/admin-safety/safety-couple-page')));
const DinnerTablesPrintPage = lazy(() => withAreas(['admin'], () => import('../features/admin-dinner-operations/dinner-tables-print-page')));
const PartnerOnboardingPage = lazy(() => import('../features/partner/partner-onboarding-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const BookPage = lazy(() => import('../features/booking/book-page'));
const AdminDashboardPage = lazy(() => withAreas(['admin'], () => import('./admin/admin-dashboard-page')));
const ProfileEditPage = lazy(() => import('../features/profile/profile-edit-page'));
const CompleteProfilePage = lazy(() => import('../features/profile/complete-profile-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const CustomerSupportPage = lazy(() => withAreas(['admin'], () => import('../features/admin-support/customer-support-page')));
const HistoryPage = lazy(() => withAreas(['admin'], () => import('../features/admin-history/history-page')));
const AnalyticsPage = lazy(() => withAreas(['admin'], () => import('../features/admin-analytics/analytics-page')));
const AdminFramedPage = lazy(() => withAreas(['admin'], () => import('./admin/admin-framed-page')));

const lazyPage = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireAuth>{lazyPage(element)}</RequireAuth>;
const visitorsOnly = (element: ReactNode) => <RedirectSignedIn>{lazyPage(element)}</RedirectSignedIn>;
const admin = (element: ReactNode) => <RequireAdmin>{lazyPage(element)}</RequireAdmin>;

/** The route table of both specs. Screens not built yet show the Coming Soon page. */
const screens: RouteObject[] = [
  { path: paths.waitlist, element: lazyPage(<LandingPage />) },
  { path: paths.home, element: lazyPage(<LandingPage />) },
  { path: paths.privacyPolicy, element: lazyPage(<PrivacyPolicyPage />) },
  { path: paths.privacy, element: lazyPage(<PrivacyPolicyPage />) },
  { path: paths.termsOfService, element: lazyPage(<TermsOfServicePage />) },
  { path: paths.terms, element: lazyPage(<TermsOfServicePage />) },
  { path: paths.login, element: lazyPage(<LoginPage />) },
  { path: paths.join, element: visitorsOnly(<JoinPage />) },
  { path: paths.signup, element: visitorsOnly(<SignupPage />) },
  { path: paths.verifyEmail, element: lazyPage(<VerifyEmailPage />) },
  { path: paths.verifyLogin, element: lazyPage(<VerifyLoginPage />) },
  { path: paths.resetPassword, element: lazyPage(<ResetPasswordPage />) },
  { path: paths.confirmEmailChange, element: lazyPage(<ConfirmEmailChangePage />) },
  { path: paths.app, element: signedIn(<DashboardPage />) },
  { path: paths.dashboard, element: signedIn(<DashboardPage />) },
  { path: '/book/:dinnerId', element: signedIn(<BookPage />) },
  { path: paths.contact, element: signedIn(<ContactPage />) },
  { path: paths.unsubscribe, element: lazyPage(<UnsubscribePage />) },
  { path: paths.confirmSubscription, element: lazyPage(<ConfirmSubscriptionPage />) },
  { path: paths.restaurantReservation, element: lazyPage(<RestaurantReservationPage />) },
  { path: paths.profileEdit, element: signedIn(<ProfileEditPage />) },
  { path: paths.profileSettings, element: signedIn(<SettingsPage />) },
  { path: paths.profile, element: signedIn(<CompleteProfilePage />) },
  { path: paths.adminLogin, element: lazyPage(<AdminLoginPage />) },
  // The dashboard checks admin access itself ('Verifying admin access...', 'Access Denied').
  { path: paths.adminDashboard, element: lazyPage(<AdminDashboardPage />) },
  {
    path: paths.adminHistory,
    element: admin(
      <AdminFramedPage section="historical-dinners">
        <HistoryPage />
      </AdminFramedPage>,
    ),
  },
  {
    path: paths.adminAnalytics,
    element: admin(
      <AdminFramedPage section="analytics">
        <AnalyticsPage />
      </AdminFramedPage>,
    ),
  },
  { path: '/admin/dinners/:dinnerId/matches', element: admin(<MatchResultsPage />) },
  { path: '/admin/dinners/:dinnerId/operations', element: admin(<DinnerOperationsPage />) },
  { path: '/admin/dinners/:dinnerId/tables/print', element: admin(<DinnerTablesPrintPage />) },
  {
    path: paths.adminCustomerSupport,
    element: admin(
      <AdminFramedPage section="customer-support">
        <CustomerSupportPage />
      </AdminFramedPage>,
    ),
  },
  {
    path: '/admin/safety/reports/:reportId',
    element: admin(
      <AdminFramedPage section="safety">
        <SafetyReportPage />
      </AdminFramedPage>,
    ),
  },
  {
    path: '/admin/safety/couples/:coupleId',
    element: admin(
      <AdminFramedPage section="safety">
        <SafetyCouplePage />
      </AdminFramedPage>,
    ),
  },
  { path: paths.devOutbox, element: lazyPage(<OutboxPage />) },
  { path: '/index.html', element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Every screen inside the router's site navigation (links and moves of shared components). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    ),
    children: screens,
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** Any path containing /partner-onboarding renders the onboarding screen outside the route table. */
export const isPartnerOnboardingPath = (pathname: string) => pathname.includes('/partner-onboarding');
export const createPartnerOnboardingRouter = () =>
  createBrowserRouter([
    {
      element: (
        <RouterNavigation>
          <Outlet />
        </RouterNavigation>
      ),
      children: [{ path: '*', element: lazyPage(<PartnerOnboardingPage />) }],
    },
  ]);
