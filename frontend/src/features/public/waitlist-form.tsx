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
import { waitlistConsentText } from '../../lib/launch';
import { useHydrated } from '../../lib/use-hydrated';
import { confirmationHint } from './confirmation-hint';

const body = joinWaitlistBody.shape;

/** POST /api/waitlist's body: the email trimmed, the consent ticked. */
const waitlistSchema = z.object({ email: trimmed(body.email), consent: ticked(body.consent) });

const FAILURE = { title: 'Oh no! Something went wrong.', description: 'Could not submit the form. Please try again.' };

/**
 * Email + consent, 'Join the First 50 Couples'. Idle, submitting, then success (reset + toast: check your inbox to confirm) or failure toast.
 * `label` names the form; the page's two waitlist forms need different names (distinct landmarks).
 * `city`: a coming-soon city's own waitlist (the server refuses a city that has none); absent, the launch city's.
 */
export function WaitlistForm({ tone = 'light', label = 'Join the waitlist', city }: { tone?: 'light' | 'dark'; label?: string; city?: string }) {
  const emailId = useId();
  const form = useServerForm(waitlistSchema, { defaultValues: { email: '', consent: false }, messages: {} });
  const hydrated = useHydrated();
  const join = useJoinWaitlist();
  const { toast } = useToast();

  // The browser asks for both fields first; an address it takes and the server's rule does not gets the failure toast, as the server's refusal would.
  const failed = () => toast({ ...FAILURE, variant: 'destructive' });
  const submit = (data: z.output<typeof waitlistSchema>) =>
    join.mutate(
      { data: city ? { ...data, city } : data },
      {
        onSuccess: (requested) => {
          form.reset();
          // Double opt-in (issue 46): the spec's "You're on the list!" waits for the mailed link, on /confirm-subscription.
          toast({
            title: 'Check your inbox',
            description: confirmationHint(requested, city ? `your place on the ${city} waitlist` : 'your place on the waitlist'),
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  const dark = tone === 'dark';
  return (
    <form onSubmit={form.handleSubmit(submit, failed)} className="w-full" aria-label={label}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {city && (
          <p
            className={`text-sm font-semibold ${dark ? 'text-white' : 'text-brand-800'}`}
          >{`You're joining the ${city} waitlist: we'll email you when we open there.`}</p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={emailId} className="sr-only">
            Email address
          </label>
          <input
            id={emailId}
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            placeholder="Your email address"
            value={form.watch('email')}
            onChange={(event) => bindValue(form, 'email').onValueChange(event.target.value)}
            className={inputClasses(false, 'flex-1 !rounded-full px-5 py-3')}
          />
          <Button type="submit" busy={join.isPending} className={`px-6 py-3 ${dark ? 'bg-white !text-brand-800 hover:bg-brand-50' : ''}`}>
            {join.isPending ? 'Submitting...' : 'Join the First 50 Couples'}
          </Button>
        </div>
        <div className={dark ? '[&_label]:text-brand-100' : ''}>
          <Checkbox checked={form.watch('consent')} onCheckedChange={bindValue(form, 'consent').onValueChange} required name="consent">
            {waitlistConsentText()}
          </Checkbox>
        </div>
      </fieldset>
    </form>
  );
}
