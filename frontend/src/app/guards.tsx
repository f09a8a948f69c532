import { ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../lib/auth/auth-context';
import { paths } from '../lib/paths';
import { loginReturningTo } from '../lib/return-to';
import type { MessageId } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';

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

const ACCESS_DENIED = { title: 'auth.admin.deniedTitle', description: 'auth.admin.denied' } as const satisfies Record<string, MessageId>;

export const ADMIN_CHECK_FAILED = { title: 'auth.admin.checkFailedTitle', description: 'auth.admin.checkFailed' } as const satisfies Record<string, MessageId>;

/**
 * Admin routes: signed-out users go to the admin login; signed-in non-admins are told and
 * sent to /dashboard. When the check itself fails (not a 401), the admin is told so
 * before the admin login, rather than silently treated as signed out.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isLoading, lookupFailed } = useAuth();
  const { toast } = useToast();
  const denied = !isLoading && user !== null && !user.is_admin;
  useEffect(() => {
    const shown = denied ? ACCESS_DENIED : lookupFailed ? ADMIN_CHECK_FAILED : null;
    if (shown) toast({ title: t(shown.title), description: t(shown.description), variant: 'destructive' });
  }, [denied, lookupFailed, toast, t]);
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.adminLogin} replace />;
  if (denied) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
