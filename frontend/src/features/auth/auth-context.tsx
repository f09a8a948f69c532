import { createContext, ReactNode, useContext, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { getGetMeQueryKey, useGetMe } from '../../api/generated/auth/auth';
import type { CurrentUserDto } from '../../api/generated/model';

export interface AuthContextValue {
  user: CurrentUserDto | null;
  isLoading: boolean;
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
};

export function AuthProvider({ children, placeholderUser }: { children: ReactNode; placeholderUser?: CurrentUserDto }) {
  const queryClient = useQueryClient();
  const me = useGetMe({ query: { enabled: !placeholderUser, retry: false, refetchOnWindowFocus: false } });
  // A 401 on the current-user call means "no user", not an error.
  const signedOut = me.error instanceof ApiError && me.error.status === 401;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: placeholderUser ?? (signedOut ? null : (me.data ?? null)),
      isLoading: !placeholderUser && me.isLoading,
      setUser: (user) => queryClient.setQueryData<CurrentUserDto | null>(getGetMeQueryKey(), user),
    }),
    [placeholderUser, signedOut, me.data, me.isLoading, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
