import { QueryClientProvider } from '@tanstack/react-query';
import { ComponentType, Fragment, ReactNode, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../lib/auth/auth-context';
import type { CurrentUserDto } from '../api/generated/model';
import { ConsentGate } from '../features/consent/consent-gate';
import { createQueryClient } from '../lib/query-client';

interface AppProvidersProps {
  placeholderUser?: CurrentUserDto;
  noSession?: boolean;
  /** The app's language around the pages and the cookie banner (LanguageProvider); the landing has none and stays English. */
  Language?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/** What every page of the site runs in, the app and the standalone landing page alike. */
export function AppProviders({ placeholderUser, noSession, Language = Fragment, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider placeholderUser={placeholderUser} noSession={noSession}>
        <Language>
          {/* Inside the language: a toast's Close is in the page's words. */}
          <ToastProvider>
            <ConsentGate>{children}</ConsentGate>
          </ToastProvider>
        </Language>
      </AuthProvider>
    </QueryClientProvider>
  );
}
