import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useConfirmNewsletter, useConfirmWaitlist } from '../../api/generated/consent/consent';
import type { WaitlistStandingDto } from '../../api/generated/model';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { Logo } from './logo';
import { useT } from '../../i18n/use-t';

/** The spec's waitlist success texts, now shown once the address is confirmed and the couple really is on the list. */
function WaitlistConfirmed({ standing }: { standing: WaitlistStandingDto }) {
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">{t('public.confirm.waitlist.title')}</h1>
      {/* The server's line: from configuration or the clock, so that it stays true after launch (DECISIONS item 13). */}
      <p className="mt-3 text-stone-700">{standing.announcement}</p>
      <p role="status" className="mt-3 font-medium text-brand-700">
        {standing.priority
          ? t('public.confirm.waitlist.priority', { position: standing.position })
          : t('public.confirm.waitlist.general', { position: standing.position })}
      </p>
    </>
  );
}

function NewsletterConfirmed() {
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">{t('public.confirm.newsletter.title')}</h1>
      <p className="mt-3 text-stone-700">{t('public.confirm.newsletter.text')}</p>
    </>
  );
}

/**
 * Target of the confirmation links the waitlist and newsletter forms mail
 * (/confirm-subscription?list=waitlist|newsletter&token=…): opening it records the consent (double opt-in, issue 46).
 */
export default function ConfirmSubscriptionPage() {
  const t = useT();
  useDocumentTitle(t('public.confirm.documentTitle'));
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
      <h1 className="text-2xl font-bold text-brand-800">{t('public.link.incomplete')}</h1>
      <p className="mt-3 text-stone-700">{t('public.confirm.openAgain')}</p>
    </>
  ) : confirmWaitlist.data ? (
    <WaitlistConfirmed standing={confirmWaitlist.data} />
  ) : confirmNewsletter.isSuccess ? (
    <NewsletterConfirmed />
  ) : call.isError ? (
    <>
      <h1 className="text-2xl font-bold text-brand-800">{t('public.confirm.failed.title')}</h1>
      <p className="mt-3 text-stone-700">{errorMessage(call.error, t('public.confirm.failed.text'))}</p>
    </>
  ) : (
    <p role="status" className="text-stone-700">
      {t('public.confirm.confirming')}
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
