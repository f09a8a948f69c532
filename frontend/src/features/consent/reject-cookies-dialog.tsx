import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CONSENT_PRESETS } from '../../lib/consent/consent-record';
import { useConsent } from '../../lib/consent/consent-context';
import { UNAVAILABLE_WITHOUT_ESSENTIAL_COOKIES } from './limited-functionality-screen';

/** Confirms the Essential Only preset, which refuses essential cookies too and limits the app. */
export function RejectCookiesDialog() {
  const { consent, choose, show } = useConsent();
  const reconsider = () => show(consent ? 'preferences' : 'banner');
  return (
    <Dialog open onClose={reconsider} title="Before you reject all cookies...">
      <p className="text-sm leading-relaxed text-stone-700">Without cookies, Tablemates cannot keep you signed in. You will not be able to use:</p>
      <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
        {UNAVAILABLE_WITHOUT_ESSENTIAL_COOKIES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600">
              ✕
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" className="ring-1 ring-stone-300" onClick={() => choose(CONSENT_PRESETS.essentialOnly)}>
          I understand, essential only
        </Button>
        <Button onClick={reconsider}>Let me reconsider</Button>
      </div>
    </Dialog>
  );
}
