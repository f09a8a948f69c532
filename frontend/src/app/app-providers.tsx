import { QueryClientProvider } from '@tanstack/react-query';
import { ReactNode, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../lib/auth/auth-context';
import type { CurrentUserDto } from '../api/generated/model';
import { ConsentGate } from '../features/consent/consent-gate';
import { createQueryClient } from '../lib/query-client';

/** What every page of the site runs in, the app and the standalone landing page alike. */
export function AppProviders({ placeholderUser, noSession, children }: { placeholderUser?: CurrentUserDto; noSession?: boolean; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider placeholderUser={placeholderUser} noSession={noSession}>
          <ConsentGate>{children}</ConsentGate>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
