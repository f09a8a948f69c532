import { ReactNode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PARTNER_PLACEHOLDER_USER } from '../lib/auth/auth-context';
import type { CurrentUserDto } from '../api/generated/model';
import { LanguageProvider } from '../i18n/language-provider';
import { TranslatedWords } from '../i18n/translated-words';
import { AppProviders } from './app-providers';
import { createPartnerOnboardingRouter, createRouter, isPartnerOnboardingPath } from './router';
import type { Language } from '../i18n/languages';

type AppRouter = ReturnType<typeof createRouter>;

/**
 * The app in the browser. `noSession`: the server sent a page prerendered for visitors without a
 * session; `language`: the language it was prerendered in (see RoutedApp).
 */
export function App({ noSession = false, language }: { noSession?: boolean; language?: Language }) {
  const [onboarding] = useState(() => isPartnerOnboardingPath(window.location.pathname));
  const [router] = useState(() => (onboarding ? createPartnerOnboardingRouter() : createRouter()));
  return <RoutedApp router={router} placeholderUser={onboarding ? PARTNER_PLACEHOLDER_USER : undefined} noSession={noSession} language={language} />;
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
  /** The language the page was prerendered in, whose catalogue is loaded: the first render's (English by default). */
  language?: Language;
}

/** The app's language, the words of the cookie banner and the shared components included, shown in `initial` until the reader's has come. */
export function AppLanguage({ initial, children }: { initial?: Language; children: ReactNode }) {
  return (
    <LanguageProvider initial={initial}>
      <TranslatedWords>{children}</TranslatedWords>
    </LanguageProvider>
  );
}

/** AppLanguage starting in a language, as the component AppProviders takes. */
const appLanguageIn = (initial: Language) =>
  function InitialLanguage({ children }: { children: ReactNode }) {
    return <AppLanguage initial={initial}>{children}</AppLanguage>;
  };

/**
 * The app around a router: the browser's (App), or a memory router when the build prerenders a page.
 * The language is given to AppProviders rather than built into it, as the landing shares them: the
 * landing stays in English without the i18n runtime, inside its 90 KB budget.
 */
export function RoutedApp({ router, placeholderUser, noSession, language = 'en' }: RoutedAppProps) {
  const [Language] = useState(() => appLanguageIn(language));
  return (
    <AppProviders placeholderUser={placeholderUser} noSession={noSession} Language={Language}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
