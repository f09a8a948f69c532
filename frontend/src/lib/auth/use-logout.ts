import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { useLogout as useLogoutMutation } from '../../api/generated/auth/auth';
import { useToast } from '../../components/ui/toast';
import { paths } from '../paths';
import { useSiteNavigation } from '../site-navigation';
import { useAuth } from './auth-context';

/**
 * Signs out for any menu: toast 'Logged out', clear the cached user data and go to / —
 * also when the call fails, as the spec says.
 */
export function useLogout() {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const { navigate } = useSiteNavigation();
  const queryClient = useQueryClient();
  const logout = useLogoutMutation();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'You have been successfully logged out.' }),
      onError: (error) =>
        toast({ title: 'Logout failed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
      onSettled: () => {
        // Leave the signed-in route first, so that its guard does not send us to /login instead;
        // then nothing of the previous user may stay in the cache.
        void Promise.resolve(navigate(paths.waitlist)).then(() => {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
          setUser(null);
        });
      },
    });

  return { logout: signOut, isPending: logout.isPending };
}
