import { ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../lib/auth/auth-context';
import { paths } from '../lib/paths';
import { loginReturningTo } from '../lib/return-to';

/** Signed-in routes: a spinner while the session loads, /login (returning here afterwards) when there is none. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={loginReturningTo(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}

/** Pages for visitors only (/join, /signup): a signed-in member goes to the dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}

export const ACCESS_DENIED = {
  title: 'Access Denied',
  description: 'You do not have permission to access this page. Admin privileges are required.',
} as const;

export const ADMIN_CHECK_FAILED = { title: 'Error', description: 'Failed to verify admin permissions' } as const;

/**
 * Admin routes: signed-out users go to the admin login; signed-in non-admins are told and
 * sent to /dashboard. When the check itself fails (not a 401), the admin is told so
 * before the admin login, rather than silently treated as signed out.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, lookupFailed } = useAuth();
  const { toast } = useToast();
  const denied = !isLoading && user !== null && !user.is_admin;
  useEffect(() => {
    if (denied) toast({ ...ACCESS_DENIED, variant: 'destructive' });
    else if (lookupFailed) toast({ ...ADMIN_CHECK_FAILED, variant: 'destructive' });
  }, [denied, lookupFailed, toast]);
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.adminLogin} replace />;
  if (denied) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
