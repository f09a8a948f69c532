import { lazy, ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { ComingSoonPage } from '../features/misc/coming-soon-page';
import { NotFoundPage } from '../features/misc/not-found-page';
import { RequireAdmin, RequireAuth } from './guards';
import { paths } from './paths';

const OutboxPage = lazy(() => import('../features/dev/outbox-page'));

const lazyPage = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireAuth>{lazyPage(element)}</RequireAuth>;
const admin = (element: ReactNode) => <RequireAdmin>{lazyPage(element)}</RequireAdmin>;

/** The route table of both specs. Screens not built yet show the Coming Soon page. */
export const routes: RouteObject[] = [
  { path: paths.waitlist, element: <ComingSoonPage /> },
  { path: paths.home, element: <ComingSoonPage /> },
  { path: paths.privacyPolicy, element: <ComingSoonPage /> },
  { path: paths.privacy, element: <ComingSoonPage /> },
  { path: paths.termsOfService, element: <ComingSoonPage /> },
  { path: paths.terms, element: <ComingSoonPage /> },
  { path: paths.login, element: <ComingSoonPage /> },
  { path: paths.join, element: <ComingSoonPage /> },
  { path: paths.signup, element: <ComingSoonPage /> },
  { path: paths.verifyEmail, element: <ComingSoonPage /> },
  { path: paths.verifyLogin, element: <ComingSoonPage /> },
  { path: paths.resetPassword, element: <ComingSoonPage /> },
  { path: paths.app, element: signedIn(<ComingSoonPage />) },
  { path: paths.dashboard, element: signedIn(<ComingSoonPage />) },
  { path: '/book/:dinnerId', element: signedIn(<ComingSoonPage />) },
  { path: paths.contact, element: signedIn(<ComingSoonPage />) },
  { path: paths.profileEdit, element: signedIn(<ComingSoonPage />) },
  { path: paths.profileSettings, element: signedIn(<ComingSoonPage />) },
  { path: paths.profile, element: signedIn(<ComingSoonPage />) },
  { path: paths.adminLogin, element: <ComingSoonPage /> },
  { path: paths.adminDashboard, element: admin(<ComingSoonPage />) },
  { path: paths.adminHistory, element: admin(<ComingSoonPage />) },
  { path: paths.adminAnalytics, element: admin(<ComingSoonPage />) },
  { path: '/admin/dinners/:dinnerId/matches', element: admin(<ComingSoonPage />) },
  { path: paths.adminCustomerSupport, element: admin(<ComingSoonPage />) },
  { path: paths.devOutbox, element: lazyPage(<OutboxPage />) },
  { path: '/index.html', element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);

/** Any path containing /partner-onboarding renders the onboarding screen outside the route table. */
export const isPartnerOnboardingPath = (pathname: string) => pathname.includes('/partner-onboarding');
export const createPartnerOnboardingRouter = () => createBrowserRouter([{ path: '*', element: <ComingSoonPage /> }]);
