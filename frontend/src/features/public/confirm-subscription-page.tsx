import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useConfirmNewsletter, useConfirmWaitlist } from '../../api/generated/consent/consent';
import type { WaitlistStandingDto } from '../../api/generated/model';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { Logo } from './logo';

/** The spec's waitlist success texts, now shown once the address is confirmed and the couple really is on the list. */
function WaitlistConfirmed({ standing }: { standing: WaitlistStandingDto }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">You're on the list! 🎉</h1>
      {/* The server's line: from configuration or the clock, so that it stays true after launch (DECISIONS item 13). */}
      <p className="mt-3 text-stone-700">{standing.announcement}</p>
      <p role="status" className="mt-3 font-medium text-brand-700">
        {standing.priority
          ? `You're couple #${standing.position} — priority access secured.`
          : `You're couple #${standing.position} on the general waitlist. We'll email you as tables open.`}
      </p>
    </>
  );
}

function NewsletterConfirmed() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Subscribed!</h1>
      <p className="mt-3 text-stone-700">Thanks for subscribing. Check your inbox for a welcome email.</p>
    </>
  );
}

/**
 * Target of the confirmation links the waitlist and newsletter forms mail
 * (/confirm-subscription?list=waitlist|newsletter&token=…): opening it records the consent (double opt-in, issue 46).
 */
export default function ConfirmSubscriptionPage() {
  useDocumentTitle('Confirm your email');
  const [params] = useSearchParams();
  const list = params.get('list') === 'newsletter' ? 'newsletter' : 'waitlist';
  const token = params.get('token') ?? '';
  const confirmWaitlist = useConfirmWaitlist();
  const confirmNewsletter = useConfirmNewsletter();
  const call = list === 'waitlist' ? confirmWaitlist : confirmNewsletter;
  const started = useRef(false);

  useEffect(() => {
    // Once only: StrictMode runs effects twice, and the link works once.
    if (started.current || !token) return;
    started.current = true;
    call.mutate({ data: { token } });
  }, [call, token]);

  const body = !token ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">This link is incomplete</h1>
      <p className="mt-3 text-stone-700">Please open the link from your email again.</p>
    </>
  ) : confirmWaitlist.data ? (
    <WaitlistConfirmed standing={confirmWaitlist.data} />
  ) : confirmNewsletter.isSuccess ? (
    <NewsletterConfirmed />
  ) : call.isError ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Your email is not confirmed</h1>
      <p className="mt-3 text-stone-700">{errorMessage(call.error, 'This confirmation link is not valid.')}</p>
    </>
  ) : (
    <p role="status" className="text-stone-700">
      Confirming your email...
    </p>
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-4 py-10">
      <div className="w-full max-w-lg text-center">
        <div className="flex justify-center">
          <Logo />
        </div>
        <div className="mt-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100 sm:p-10">
          {body}
          <Link to={paths.waitlist} className={buttonClasses('primary', 'mt-8')}>
            Back to Homepage
          </Link>
        </div>
      </div>
    </main>
  );
}
