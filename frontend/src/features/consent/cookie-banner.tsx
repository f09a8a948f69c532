import { Button } from '../../components/ui/button';
import { CONSENT_PRESETS } from '../../lib/consent/consent-record';
import { useConsent } from '../../lib/consent/consent-context';
import { useConsentWords } from '../../lib/consent/consent-words';

/** Shown 1 s after load until the visitor makes a choice. */
export function CookieBanner() {
  const { choose, show } = useConsent();
  const words = useConsentWords();
  return (
    <section aria-labelledby="cookie-banner-title" className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-5">
      <div className="mx-auto max-w-5xl rounded-3xl bg-white p-5 shadow-2xl ring-1 ring-stone-200 sm:p-6 lg:flex lg:items-center lg:gap-8">
        <div className="lg:flex-1">
          <h2 id="cookie-banner-title" className="text-lg font-bold text-brand-800">
            {words['consent.banner.title']}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-stone-700">
            {[words['consent.banner.text'], words['consent.banner.readMore'], ''].join(' ')}
            <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
              {words['consent.banner.privacyPolicy']}
            </a>
            {words['consent.banner.readMoreEnd']}
          </p>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:mt-0 lg:max-w-md lg:justify-end">
          <Button variant="ghost" className="ring-1 ring-stone-300" onClick={() => choose(CONSENT_PRESETS.essentialOnly)}>
            {words['consent.essentialOnly']}
          </Button>
          <Button variant="secondary" onClick={() => show('preferences')}>
            {words['consent.customize']}
          </Button>
          <Button variant="secondary" onClick={() => choose(CONSENT_PRESETS.recommended)}>
            {words['consent.recommended']}
          </Button>
          <Button onClick={() => choose(CONSENT_PRESETS.acceptAll)}>{words['consent.acceptAll']}</Button>
        </div>
      </div>
    </section>
  );
}
