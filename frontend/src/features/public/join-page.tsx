import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Icon, IconName } from '../../components/ui/icons';
import { Logo } from './logo';
import { useDocumentTitle } from '../../lib/document-title';
import type { MessageId } from '../../i18n/catalogues';
import { useRichT, useT } from '../../i18n/use-t';

const SIGNUP_STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'public.join.step.you.title', text: 'public.join.step.you.text' },
  { title: 'public.join.step.dining.title', text: 'public.join.step.dining.text' },
  { title: 'public.join.step.social.title', text: 'public.join.step.social.text' },
  { title: 'public.join.step.account.title', text: 'public.join.step.account.text' },
];

const HOW_IT_WORKS: { icon: IconName; title: MessageId; text: MessageId }[] = [
  { icon: 'sparkles', title: 'public.join.how.match.title', text: 'public.join.how.match.text' },
  { icon: 'gift', title: 'public.join.how.reveal.title', text: 'public.join.how.reveal.text' },
  { icon: 'plate', title: 'public.join.how.dinner.title', text: 'public.join.how.dinner.text' },
];

/** The welcome page every sign-up button leads to, before the four-step wizard. */
export default function JoinPage() {
  const t = useT();
  const rich = useRichT();
  useDocumentTitle(t('public.join.documentTitle'));
  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <div className="flex justify-center">
          <Logo />
        </div>
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
          <h1 className="text-center text-3xl font-bold text-brand-800 sm:text-4xl">{t('public.join.title')}</h1>
          <p className="mx-auto mt-3 max-w-xl text-center text-stone-700">{t('public.join.intro')}</p>

          <div role="note" className="mt-8 flex gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name="heart" className="h-5 w-5" />
            </span>
            <div>
              <h2 className="font-sans font-semibold text-ink">{t('public.join.couplesOnly.title')}</h2>
              <p className="mt-1 text-sm leading-relaxed text-stone-700">{t('public.join.couplesOnly.text')} </p>
            </div>
          </div>

          <h2 className="mt-10 text-xl font-bold text-ink">{t('public.join.steps')}</h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-2">
            {SIGNUP_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl p-4 ring-1 ring-stone-200">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-sans font-semibold text-ink">{t(step.title)}</h3>
                  <p className="mt-1 text-sm text-stone-600">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>

          <h2 className="mt-10 text-xl font-bold text-ink">{t('public.join.how')}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {HOW_IT_WORKS.map((item) => (
              <li key={item.title} className="rounded-2xl bg-cream p-4">
                <Icon name={item.icon} className="h-6 w-6 text-brand-700" />
                <h3 className="mt-3 font-sans font-semibold text-ink">{t(item.title)}</h3>
                <p className="mt-1 text-sm text-stone-600">{t(item.text)}</p>
              </li>
            ))}
          </ul>

          <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link to={paths.waitlist} className={buttonClasses('secondary')}>
              {t('public.join.back')}
            </Link>
            <Link to={paths.signup} className={buttonClasses('primary', 'px-8')}>
              {t('public.join.next')}
            </Link>
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-stone-700">
          {rich('public.join.haveAccount', {
            login: (text) => (
              <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-2">
                {text}
              </Link>
            ),
          })}
        </p>
      </div>
    </main>
  );
}
