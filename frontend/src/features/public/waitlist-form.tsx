import { FormEvent, useId, useState } from 'react';
import { useJoinWaitlist } from '../../api/generated/consent/consent';
import type { WaitlistStandingDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { waitlistConsentText } from '../../lib/launch';
import { useHydrated } from '../../lib/use-hydrated';

/** Email + consent, 'Join the First 50 Couples'. Idle, submitting, then success (reset + toast) or failure toast. */
/** `label` names the form; the page's two waitlist forms need different names (distinct landmarks). */
export function WaitlistForm({ tone = 'light', label = 'Join the waitlist' }: { tone?: 'light' | 'dark'; label?: string }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [standing, setStanding] = useState<WaitlistStandingDto | null>(null);
  const hydrated = useHydrated();
  const join = useJoinWaitlist();
  const { toast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(
      { data: { email: email.trim(), consent } },
      {
        onSuccess: (result) => {
          setStanding(result);
          setEmail('');
          setConsent(false);
          toast({
            title: "You're on the list! 🎉",
            // The server's line: from configuration or the clock, so that it stays true after launch (DECISIONS item 13).
            description: result.announcement,
            variant: 'success',
          });
        },
        onError: () => toast({ title: 'Oh no! Something went wrong.', description: 'Could not submit the form. Please try again.', variant: 'destructive' }),
      },
    );
  };

  const dark = tone === 'dark';
  return (
    <form onSubmit={submit} className="w-full" aria-label={label}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClasses(false, 'flex-1 !rounded-full px-5 py-3')}
          />
          <Button type="submit" busy={join.isPending} className={`px-6 py-3 ${dark ? 'bg-white !text-brand-800 hover:bg-brand-50' : ''}`}>
            {join.isPending ? 'Submitting...' : 'Join the First 50 Couples'}
          </Button>
        </div>
        <div className={dark ? '[&_label]:text-brand-100' : ''}>
          <Checkbox checked={consent} onCheckedChange={setConsent} required name="consent">
            {waitlistConsentText()}
          </Checkbox>
        </div>
        {standing && (
          <p role="status" className={`text-sm font-medium ${dark ? 'text-accent-300' : 'text-brand-700'}`}>
            {standing.priority
              ? `You're couple #${standing.position} — priority access secured.`
              : `You're couple #${standing.position} on the general waitlist. We'll email you as tables open.`}
          </p>
        )}
      </fieldset>
    </form>
  );
}
