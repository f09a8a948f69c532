import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useLeaveWaitlist, useUnsubscribeNewsletter } from '../../api/generated/consent/consent';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from './logo';
import { useDocumentTitle } from '../../lib/document-title';

const LISTS = {
  waitlist: {
    done: "You've left the waitlist",
    text: 'Your email and consent record have been deleted. You will not receive any more waitlist emails from us.',
  },
  newsletter: {
    done: "You've been unsubscribed",
    text: 'Your email has been removed from the Tablemates newsletter. You will not receive any more newsletters.',
  },
} as const;

/**
 * Target of the unsubscribe links in the waitlist and newsletter emails
 * (/unsubscribe?list=waitlist|newsletter&token=…): one click deletes the entry.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const list = params.get('list') === 'newsletter' ? 'newsletter' : 'waitlist';
  const token = params.get('token') ?? '';
  const leaveWaitlist = useLeaveWaitlist();
  const unsubscribeNewsletter = useUnsubscribeNewsletter();
  const call = list === 'waitlist' ? leaveWaitlist : unsubscribeNewsletter;
  const started = useRef(false);

  useEffect(() => {
    // Once only: StrictMode runs effects twice, and the token is single-use.
    if (started.current || !token) return;
    started.current = true;
    call.mutate({ data: { token } });
  }, [call, token]);

  const body = !token ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">This link is incomplete</h1>
      <p className="mt-3 text-stone-700">Please open the link from your email again, or write to us and we will remove your email by hand.</p>
    </>
  ) : call.isSuccess ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">{LISTS[list].done}</h1>
      <p className="mt-3 text-stone-700">{LISTS[list].text}</p>
    </>
  ) : call.isError ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Nothing left to remove</h1>
      <p className="mt-3 text-stone-700">{errorMessage(call.error, 'This link is invalid or has already been used.')}</p>
    </>
  ) : (
    <p role="status" className="text-stone-700">
      Removing your email...
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
