import { ReactNode } from 'react';
import { ConsentProvider, useConsent } from '../../lib/consent/consent-context';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';
import { LimitedFunctionalityScreen } from './limited-functionality-screen';
import { RejectCookiesDialog } from './reject-cookies-dialog';

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
  if (consent?.accepted && !consent.necessary) return <LimitedFunctionalityScreen />;
  return (
    <>
      {children}
      {view === 'banner' && <CookieBanner />}
      {view === 'preferences' && <CookiePreferencesDialog />}
      {view === 'confirm-reject' && <RejectCookiesDialog />}
    </>
  );
}
