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
import { useLandingSectionWords } from './landing-section-words';

const body = subscribeNewsletterBody.shape;

/** POST /api/newsletter's body: the email trimmed, the consent ticked. */
const newsletterSchema = z.object({ email: trimmed(body.email), consent: ticked(body.consent) });

/** The footer's newsletter box: email, consent, Subscribe; then the mailed link confirms. */
export function NewsletterForm() {
  const words = useLandingSectionWords();
  const emailId = useId();
  const consentId = useId();
  const form = useServerForm(newsletterSchema, { defaultValues: { email: '', consent: false }, messages: {} });
  const subscribe = useSubscribeNewsletter();
  const hydrated = useHydrated();
  const { toast } = useToast();

  // The server's refusal comes in the page's language; without one, our own words.
  const failed = (error?: unknown) =>
    toast({
      title: words['landing.footer.newsletter.failed'],
      description: errorMessage(error, words['landing.footer.newsletter.failedText']),
      variant: 'destructive',
    });
  const submit = (data: z.output<typeof newsletterSchema>) =>
    subscribe.mutate(
      { data },
      {
        onSuccess: (requested) => {
          form.reset();
          // Double opt-in (issue 46): nothing is subscribed until the mailed link is opened.
          toast({
            title: words['landing.footer.newsletter.sent'],
            description: confirmationHint(words['landing.footer.newsletter.sentText'], requested),
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  return (
    <form onSubmit={form.handleSubmit(submit, () => failed())} aria-label={words['landing.footer.newsletter.label']}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-3">
        <div className="flex gap-2">
          <label htmlFor={emailId} className="sr-only">
            {words['landing.footer.newsletter.email']}
          </label>
          <input
            id={emailId}
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            placeholder={words['landing.footer.newsletter.emailPlaceholder']}
            value={form.watch('email')}
            onChange={(event) => bindValue(form, 'email').onValueChange(event.target.value)}
            className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-stone-300 focus:border-white focus:outline-none"
          />
          <Button type="submit" busy={subscribe.isPending} className="bg-white !text-brand-800 hover:bg-brand-50">
            {words[subscribe.isPending ? 'landing.footer.newsletter.subscribing' : 'landing.footer.newsletter.subscribe']}
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
            {words['landing.footer.newsletter.consent']}
          </label>
        </div>
      </fieldset>
    </form>
  );
}
