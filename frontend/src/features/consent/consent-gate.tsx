import { lazy, ReactNode, Suspense } from 'react';
import { ConsentProvider, useConsent } from '../../lib/consent/consent-context';
import { CookieBanner } from './cookie-banner';

// Shown only after a choice in the banner: loaded then, not with every first page.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })));

/** Wraps the app with the cookie banner and dialog on top: no choice ever takes the app away, as essential cookies cannot be refused. */
export function ConsentGate({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider>
      <GatedApp>{children}</GatedApp>
    </ConsentProvider>
  );
}

function GatedApp({ children }: { children: ReactNode }) {
  const { view } = useConsent();
  return (
    <>
      {children}
      {view === 'banner' && <CookieBanner />}
      <Suspense fallback={null}>{view === 'preferences' && <CookiePreferencesDialog />}</Suspense>
    </>
  );
}
