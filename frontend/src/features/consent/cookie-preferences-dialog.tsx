import { recordCookieConsentBody } from '../../api/generated/zod/consent/consent';
import { Accordion } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { CONSENT_PRESETS } from '../../lib/consent/consent-record';
import { useConsent } from '../../lib/consent/consent-context';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';

type OptionalCategory = 'preferences' | 'analytics' | 'marketing';

const CATEGORIES: { key: OptionalCategory; title: string; description: string }[] = [
  {
    key: 'preferences',
    title: 'Functional',
    description: 'Remember your settings and choices, such as the details you started entering in a form, so you do not have to repeat them.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    description: 'Help us understand which pages are used and where people get stuck, in aggregate, so we can improve Tablemates.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    description: 'Let our advertising partners measure our campaigns and show you relevant Tablemates ads elsewhere. Off unless you switch it on.',
  },
];

/** POST /api/consent's four flags (the consent context adds the anonymous id and the policy version). */
const flagsSchema = recordCookieConsentBody.pick({ necessary: true, preferences: true, analytics: true, marketing: true });

/** The Customize dialog: one switch per optional category, essential cookies always on. */
export function CookiePreferencesDialog() {
  const { consent, choose, show } = useConsent();
  const form = useServerForm(flagsSchema, { defaultValues: { ...(consent ?? CONSENT_PRESETS.recommended), necessary: true }, messages: {} });
  const close = () => show(consent ? 'none' : 'banner');

  return (
    <Dialog open onClose={close} title="Cookie preferences">
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <p className="text-sm leading-relaxed text-stone-700">
          Choose which cookies Tablemates may use. Essential cookies keep you signed in for up to 7 days and keep the site secure; the others are optional.
        </p>
        <div className="mt-4 flex items-center justify-between rounded-2xl bg-brand-50 px-5 py-4">
          <div>
            <p className="font-semibold text-ink">Essential</p>
            <p className="text-xs text-stone-600">Sign-in, sessions, security</p>
          </div>
          <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">Always active</span>
        </div>
        <Accordion
          className="mt-3"
          items={CATEGORIES.map((category) => ({
            id: category.key,
            title: category.title,
            content: category.description,
            aside: (
              <Switch label={`${category.title} cookies`} checked={form.watch(category.key)} onCheckedChange={bindValue(form, category.key).onValueChange} />
            ),
          }))}
        />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button variant="ghost" className="ring-1 ring-stone-300" onClick={() => choose(CONSENT_PRESETS.essentialOnly)}>
          Essential Only
        </Button>
        <Button variant="secondary" onClick={() => choose(CONSENT_PRESETS.recommended)}>
          Recommended Settings
        </Button>
        <Button variant="secondary" onClick={() => choose(CONSENT_PRESETS.acceptAll)}>
          Accept All
        </Button>
        <Button onClick={form.handleSubmit(choose)}>Save Preferences</Button>
      </div>
    </Dialog>
  );
}
