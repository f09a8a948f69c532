import { ReactNode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PARTNER_PLACEHOLDER_USER } from '../lib/auth/auth-context';
import type { CurrentUserDto } from '../api/generated/model';
import { LanguageProvider } from '../i18n/language-provider';
import { TranslatedWords } from '../i18n/translated-words';
import { AppProviders } from './app-providers';
import { createPartnerOnboardingRouter, createRouter, isPartnerOnboardingPath } from './router';

type AppRouter = ReturnType<typeof createRouter>;

/** The app in the browser. `noSession`: the server sent a page prerendered for visitors without a session (see RoutedApp). */
export function App({ noSession = false }: { noSession?: boolean }) {
  const [onboarding] = useState(() => isPartnerOnboardingPath(window.location.pathname));
  const [router] = useState(() => (onboarding ? createPartnerOnboardingRouter() : createRouter()));
  return <RoutedApp router={router} placeholderUser={onboarding ? PARTNER_PLACEHOLDER_USER : undefined} noSession={noSession} />;
}

interface RoutedAppProps {
  router: AppRouter;
  placeholderUser?: CurrentUserDto;
  /**
   * The request carried no session cookie, so nobody is signed in: the pages render for a
   * visitor at once instead of waiting for the current-user call. The build prerenders
   * /login and /join this way (build/prerender.ts) and the server sends them only without
   * a session cookie, so the browser's first render matches the prerendered markup.
   */
  noSession?: boolean;
}

/** The app's language, the words of the cookie banner and the shared components included. */
export function AppLanguage({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <TranslatedWords>{children}</TranslatedWords>
    </LanguageProvider>
  );
}

/**
 * The app around a router: the browser's (App), or a memory router when the build prerenders a page.
 * The language is given to AppProviders rather than built into it, as the landing shares them: the
 * landing stays in English without the i18n runtime, inside its 90 KB budget.
 */
export function RoutedApp({ router, placeholderUser, noSession }: RoutedAppProps) {
  return (
    <AppProviders placeholderUser={placeholderUser} noSession={noSession} Language={AppLanguage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
