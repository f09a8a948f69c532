import { useId } from 'react';
import { z } from 'zod';
import { useJoinWaitlist } from '../../api/generated/consent/consent';
import { joinWaitlistBody } from '../../api/generated/zod/consent/consent';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { bindValue } from '../../lib/forms/bind-field';
import { ticked, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { hasLaunched } from '../../lib/launch';
import { useHydrated } from '../../lib/use-hydrated';
import { confirmationHint } from './confirmation-hint';
import { useLandingSectionWords } from './landing-section-words';
import { fill } from './landing-words';

const body = joinWaitlistBody.shape;

/** POST /api/waitlist's body: the email trimmed, the consent ticked. */
const waitlistSchema = z.object({ email: trimmed(body.email), consent: ticked(body.consent) });

/**
 * Email + consent, 'Join the First 50 Couples'. Idle, submitting, then success (reset + toast: check your inbox to confirm) or failure toast.
 * `label` names the form; the page's two waitlist forms need different names (distinct landmarks).
 * `city`: a coming-soon city's own waitlist (the server refuses a city that has none); absent, the launch city's.
 */
export function WaitlistForm({ tone = 'light', label, city }: { tone?: 'light' | 'dark'; label?: string; city?: string }) {
  const words = useLandingSectionWords();
  const emailId = useId();
  const form = useServerForm(waitlistSchema, { defaultValues: { email: '', consent: false }, messages: {} });
  const hydrated = useHydrated();
  const join = useJoinWaitlist();
  const { toast } = useToast();

  // The browser asks for both fields first; an address it takes and the server's rule does not gets the failure toast, as the server's refusal would.
  const failed = () => toast({ title: words['landing.waitlist.form.failed'], description: words['landing.waitlist.form.failedText'], variant: 'destructive' });
  const submit = (data: z.output<typeof waitlistSchema>) =>
    join.mutate(
      { data: city ? { ...data, city } : data },
      {
        onSuccess: (requested) => {
          form.reset();
          // Double opt-in (issue 46): the spec's "You're on the list!" waits for the mailed link, on /confirm-subscription.
          toast({
            title: words['landing.waitlist.form.sent'],
            description: city
              ? confirmationHint(words['landing.waitlist.form.sentTextCity'], requested, { city })
              : confirmationHint(words['landing.waitlist.form.sentText'], requested),
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  const dark = tone === 'dark';
  // Launch updates only while the launch lies ahead; the server records the same words, in the page's language (consent.agreed.* of its consent module).
  const consent = words[hasLaunched() ? 'landing.waitlist.form.consentAfterLaunch' : 'landing.waitlist.form.consentBeforeLaunch'];
  return (
    <form onSubmit={form.handleSubmit(submit, failed)} className="w-full" aria-label={label ?? words['landing.waitlist.form.label']}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {city && <p className={`text-sm font-semibold ${dark ? 'text-white' : 'text-brand-800'}`}>{fill(words['landing.waitlist.form.city'], { city })}</p>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={emailId} className="sr-only">
            {words['landing.waitlist.form.email']}
          </label>
          <input
            id={emailId}
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            placeholder={words['landing.waitlist.form.emailPlaceholder']}
            value={form.watch('email')}
            onChange={(event) => bindValue(form, 'email').onValueChange(event.target.value)}
            className={inputClasses(false, 'flex-1 !rounded-full px-5 py-3')}
          />
          <Button type="submit" busy={join.isPending} className={`px-6 py-3 ${dark ? 'bg-white !text-brand-800 hover:bg-brand-50' : ''}`}>
            {words[join.isPending ? 'landing.waitlist.form.submitting' : 'landing.waitlist.form.submit']}
          </Button>
        </div>
        <div className={dark ? '[&_label]:text-brand-100' : ''}>
          <Checkbox checked={form.watch('consent')} onCheckedChange={bindValue(form, 'consent').onValueChange} required name="consent">
            {consent}
          </Checkbox>
        </div>
      </fieldset>
    </form>
  );
}
