import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PARTNER_PLACEHOLDER_USER } from '../lib/auth/auth-context';
import { AppProviders } from './app-providers';
import { createPartnerOnboardingRouter, createRouter, isPartnerOnboardingPath } from './router';

export function App() {
  const [onboarding] = useState(() => isPartnerOnboardingPath(window.location.pathname));
  const [router] = useState(() => (onboarding ? createPartnerOnboardingRouter() : createRouter()));
  return (
    <AppProviders placeholderUser={onboarding ? PARTNER_PLACEHOLDER_USER : undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
