import { recordCookieConsentBody } from '../../api/generated/zod/consent/consent';
import { Accordion } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { CONSENT_PRESETS } from '../../lib/consent/consent-record';
import { useConsent } from '../../lib/consent/consent-context';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useConsentDialogWords } from '../../lib/consent/consent-dialog-words';
import { useConsentWords } from '../../lib/consent/consent-words';

type OptionalCategory = 'preferences' | 'analytics' | 'marketing';

const CATEGORIES: OptionalCategory[] = ['preferences', 'analytics', 'marketing'];

/** POST /api/consent's four flags (the consent context adds the anonymous id and the policy version). */
const flagsSchema = recordCookieConsentBody.pick({ necessary: true, preferences: true, analytics: true, marketing: true });

/** The Customize dialog: one switch per optional category, essential cookies always on. */
export function CookiePreferencesDialog() {
  const { consent, choose, show } = useConsent();
  const words = { ...useConsentWords(), ...useConsentDialogWords() };
  const form = useServerForm(flagsSchema, { defaultValues: { ...(consent ?? CONSENT_PRESETS.recommended), necessary: true }, messages: {} });
  const close = () => show(consent ? 'none' : 'banner');

  return (
    <Dialog open onClose={close} title={words['consent.dialog.title']}>
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <p className="text-sm leading-relaxed text-stone-700">{words['consent.dialog.intro']}</p>
        <div className="mt-4 flex items-center justify-between rounded-2xl bg-brand-50 px-5 py-4">
          <div>
            <p className="font-semibold text-ink">{words['consent.essential.title']}</p>
            <p className="text-xs text-stone-600">{words['consent.essential.description']}</p>
          </div>
          <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{words['consent.essential.alwaysActive']}</span>
        </div>
        <Accordion
          className="mt-3"
          items={CATEGORIES.map((category) => ({
            id: category,
            title: words[`consent.${category}.title`],
            content: words[`consent.${category}.description`],
            aside: (
              <Switch label={words[`consent.${category}.switch`]} checked={form.watch(category)} onCheckedChange={bindValue(form, category).onValueChange} />
            ),
          }))}
        />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button variant="ghost" className="ring-1 ring-stone-300" onClick={() => choose(CONSENT_PRESETS.essentialOnly)}>
          {words['consent.essentialOnly']}
        </Button>
        <Button variant="secondary" onClick={() => choose(CONSENT_PRESETS.recommended)}>
          {words['consent.recommended']}
        </Button>
        <Button variant="secondary" onClick={() => choose(CONSENT_PRESETS.acceptAll)}>
          {words['consent.acceptAll']}
        </Button>
        <Button onClick={form.handleSubmit(choose)}>{words['consent.save']}</Button>
      </div>
    </Dialog>
  );
}
