import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useLeaveWaitlist, useUnsubscribeNewsletter } from '../../api/generated/consent/consent';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from './logo';
import { useDocumentTitle } from '../../lib/document-title';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

const LISTS = {
  waitlist: { done: 'public.unsubscribe.waitlist.title', text: 'public.unsubscribe.waitlist.text' },
  newsletter: { done: 'public.unsubscribe.newsletter.title', text: 'public.unsubscribe.newsletter.text' },
} as const satisfies Record<string, { done: MessageId; text: MessageId }>;

/**
 * Target of the unsubscribe links in the waitlist and newsletter emails
 * (/unsubscribe?list=waitlist|newsletter&token=…): one click deletes the entry.
 */
export default function UnsubscribePage() {
  const t = useT();
  useDocumentTitle(t('public.unsubscribe.documentTitle'));
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
      <h1 className="text-2xl font-bold text-brand-800">{t('public.link.incomplete')}</h1>
      <p className="mt-3 text-stone-700">{t('public.unsubscribe.openAgain')}</p>
    </>
  ) : call.isSuccess ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">{t(LISTS[list].done)}</h1>
      <p className="mt-3 text-stone-700">{t(LISTS[list].text)}</p>
    </>
  ) : call.isError ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">{t('public.unsubscribe.failed.title')}</h1>
      <p className="mt-3 text-stone-700">{errorMessage(call.error, t('public.unsubscribe.failed.text'))}</p>
    </>
  ) : (
    <p role="status" className="text-stone-700">
      {t('public.unsubscribe.removing')}
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
            {t('public.backToHomepage')}
          </Link>
        </div>
      </div>
    </main>
  );
}
