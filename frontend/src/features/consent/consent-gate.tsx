import { lazy, ReactNode, Suspense } from 'react';
import { ConsentProvider, useConsent } from '../../lib/consent/consent-context';
import { CookieBanner } from './cookie-banner';

// Shown only after a choice in the banner: loaded then, not with every first page.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })));
const RejectCookiesDialog = lazy(() => import('./reject-cookies-dialog').then((module) => ({ default: module.RejectCookiesDialog })));
const LimitedFunctionalityScreen = lazy(() => import('./limited-functionality-screen').then((module) => ({ default: module.LimitedFunctionalityScreen })));

/** Wraps the app: cookie banner and dialogs on top, or the limited-functionality screen instead. */
export function ConsentGate({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider>
      <GatedApp>{children}</GatedApp>
    </ConsentProvider>
  );
}

function GatedApp({ children }: { children: ReactNode }) {
  const { consent, view } = useConsent();
  if (consent?.accepted && !consent.necessary) {
    return (
      <Suspense fallback={null}>
        <LimitedFunctionalityScreen />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      {view === 'banner' && <CookieBanner />}
      <Suspense fallback={null}>
        {view === 'preferences' && <CookiePreferencesDialog />}
        {view === 'confirm-reject' && <RejectCookiesDialog />}
      </Suspense>
    </>
  );
}
