import { useId } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { useSubscribeNewsletter } from '../../api/generated/consent/consent';
import { subscribeNewsletterBody } from '../../api/generated/zod/consent/consent';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { bindValue } from '../../lib/forms/bind-field';
import { ticked, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useHydrated } from '../../lib/use-hydrated';
import { confirmationHint } from './confirmation-hint';

const body = subscribeNewsletterBody.shape;

/** POST /api/newsletter's body: the email trimmed, the consent ticked. */
const newsletterSchema = z.object({ email: trimmed(body.email), consent: ticked(body.consent) });

const FAILURE = { title: 'Subscription failed', fallback: 'Could not subscribe. Please try again.' };

/** The footer's newsletter box: email, consent, Subscribe; then the mailed link confirms. */
export function NewsletterForm() {
  const emailId = useId();
  const consentId = useId();
  const form = useServerForm(newsletterSchema, { defaultValues: { email: '', consent: false }, messages: {} });
  const subscribe = useSubscribeNewsletter();
  const hydrated = useHydrated();
  const { toast } = useToast();

  const failed = (error?: unknown) => toast({ title: FAILURE.title, description: errorMessage(error, FAILURE.fallback), variant: 'destructive' });
  const submit = (data: z.output<typeof newsletterSchema>) =>
    subscribe.mutate(
      { data },
      {
        onSuccess: (requested) => {
          form.reset();
          // Double opt-in (issue 46): nothing is subscribed until the mailed link is opened.
          toast({ title: 'Check your inbox', description: confirmationHint(requested, 'your subscription'), variant: 'success' });
        },
        onError: failed,
      },
    );

  return (
    <form onSubmit={form.handleSubmit(submit, () => failed())} aria-label="Newsletter">
      <fieldset disabled={!hydrated} className="min-w-0 space-y-3">
        <div className="flex gap-2">
          <label htmlFor={emailId} className="sr-only">
            Email for the newsletter
          </label>
          <input
            id={emailId}
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            placeholder="Your email"
            value={form.watch('email')}
            onChange={(event) => bindValue(form, 'email').onValueChange(event.target.value)}
            className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-stone-300 focus:border-white focus:outline-none"
          />
          <Button type="submit" busy={subscribe.isPending} className="bg-white !text-brand-800 hover:bg-brand-50">
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            type="checkbox"
            required
            checked={form.watch('consent')}
            onChange={(event) => bindValue(form, 'consent').onValueChange(event.target.checked)}
            className="mt-0.5 h-4 w-4 shrink-0 accent-accent-400"
          />
          <label htmlFor={consentId} className="text-xs leading-5 text-stone-300">
            I agree to receive the Tablemates newsletter by email. Unsubscribe at any time.
          </label>
        </div>
      </fieldset>
    </form>
  );
}
