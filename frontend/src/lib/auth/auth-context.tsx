import { createContext, ReactNode, useContext, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { getGetMeQueryKey, useGetMe } from '../../api/generated/auth/auth';
import type { CurrentUserDto } from '../../api/generated/model';

export interface AuthContextValue {
  user: CurrentUserDto | null;
  isLoading: boolean;
  /** The current-user call failed for another reason than "not signed in" (401). */
  lookupFailed: boolean;
  /** Puts a user returned by login or signup into the cache. */
  setUser(user: CurrentUserDto | null): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The placeholder user supplied under /partner-onboarding, where the lookup is disabled. */
export const PARTNER_PLACEHOLDER_USER: CurrentUserDto = {
  id: 'partner-temp',
  email: '',
  first_name: 'Partner',
  last_name: null,
  role: 'partner',
  is_admin: false,
  email_verified: false,
  couple_id: null,
  service_terminated: false,
  suspended_until: null,
  suspension_reason: null,
  termination_cause: null,
  termination_reason: null,
  language: 'en',
  language_choice: null,
};

/**
 * `noSession`: the page came without a session cookie (a prerendered page, see app/app.tsx):
 * signed out for certain, so not loading while the current-user call confirms it.
 */
export function AuthProvider({ children, placeholderUser, noSession = false }: { children: ReactNode; placeholderUser?: CurrentUserDto; noSession?: boolean }) {
  const queryClient = useQueryClient();
  const me = useGetMe({ query: { enabled: !placeholderUser, retry: false, refetchOnWindowFocus: false } });
  // A 401 on the current-user call means "no user", not an error.
  const signedOut = me.error instanceof ApiError && me.error.status === 401;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: placeholderUser ?? (signedOut ? null : (me.data ?? null)),
      isLoading: !placeholderUser && !noSession && me.isLoading,
      lookupFailed: !placeholderUser && me.isError && !signedOut,
      setUser: (user) => {
        const meKey = getGetMeQueryKey();
        const previous = queryClient.getQueryData<CurrentUserDto | null>(meKey);
        // Another user's cached data (profile, partner, bookings) must not show to this one:
        // a link opened where someone else is signed in switches the session, and a session
        // that ran out leaves its data behind. Queries in use (the page's own link check) stay,
        // so that they are not asked again.
        if (previous?.id !== user?.id) {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] && query.getObserversCount() === 0 });
        }
        queryClient.setQueryData<CurrentUserDto | null>(meKey, user);
      },
    }),
    [placeholderUser, noSession, signedOut, me.data, me.isLoading, me.isError, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
