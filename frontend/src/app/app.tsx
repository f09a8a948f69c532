import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider, PARTNER_PLACEHOLDER_USER } from '../lib/auth/auth-context';
import { ConsentGate } from '../features/consent/consent-gate';
import { createQueryClient } from '../lib/query-client';
import { createPartnerOnboardingRouter, createRouter, isPartnerOnboardingPath } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [onboarding] = useState(() => isPartnerOnboardingPath(window.location.pathname));
  const [router] = useState(() => (onboarding ? createPartnerOnboardingRouter() : createRouter()));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider placeholderUser={onboarding ? PARTNER_PLACEHOLDER_USER : undefined}>
          <ConsentGate>
            <RouterProvider router={router} />
          </ConsentGate>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
