import { recordCookieConsent } from '../../api/generated/consent/consent';
import { Button } from '../../components/ui/button';
import { consentId, COOKIE_POLICY_VERSION, writeConsent } from '../../lib/consent/consent-record';
import { useConsent } from '../../lib/consent/consent-context';

export const UNAVAILABLE_WITHOUT_ESSENTIAL_COOKIES = [
  'Logging in to your account',
  'Saving your preferences',
  'Staying signed in between visits (sessions)',
  'Your couple dashboard',
  'Reserving dinner matches',
] as const;

/** Replaces the app while essential cookies are refused; enabling them reloads the page. */
export function LimitedFunctionalityScreen() {
  const { consent } = useConsent();
  const enable = async () => {
    const { accepted: _accepted, ...flags } = writeConsent({ preferences: false, analytics: false, marketing: false, ...consent, necessary: true });
    // keepalive: the record reaches the server even though the page reloads right after.
    await recordCookieConsent({ ...flags, anonymousId: consentId(), policyVersion: COOKIE_POLICY_VERSION }, { keepalive: true }).catch(() => undefined);
    window.location.reload();
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-4 py-10">
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100 sm:p-10">
        <p className="font-display text-xl font-bold text-brand-800">Tablemates</p>
        <h1 className="mt-6 text-3xl font-bold text-ink">Limited Functionality Mode</h1>
        <p className="mt-3 text-stone-700">You have turned off essential cookies, so these features are unavailable:</p>
        <ul className="mt-4 space-y-2 text-stone-700">
          {UNAVAILABLE_WITHOUT_ESSENTIAL_COOKIES.map((feature) => (
            <li key={feature} className="flex gap-3">
              <span aria-hidden="true" className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-700">
                ✕
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-stone-600">
          Essential cookies are used only to run the service — to keep you signed in for up to 7 days and to keep your account secure.
        </p>
        <Button className="mt-8 w-full" onClick={enable}>
          Enable Essential Cookies
        </Button>
      </div>
    </main>
  );
}
