import { ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../features/auth/auth-context';
import { paths } from './paths';

/** Signed-in routes: a spinner while the session loads, /login when there is none. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  return <>{children}</>;
}

export const ACCESS_DENIED = {
  title: 'Access Denied',
  description: 'You do not have permission to access this page. Admin privileges are required.',
} as const;

/** Admin routes: signed-out users go to the admin login; signed-in non-admins are told and sent to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { toast } = useToast();
  const denied = !isLoading && user !== null && !user.is_admin;
  useEffect(() => {
    if (denied) toast({ ...ACCESS_DENIED, variant: 'destructive' });
  }, [denied, toast]);
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.adminLogin} replace />;
  if (denied) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
