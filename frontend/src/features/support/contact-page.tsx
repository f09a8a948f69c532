import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { useAuth } from '../../lib/auth/auth-context';
import { ContactForm } from '../../components/contact/contact-form';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../i18n/use-t';

/** Contact support for signed-in couples, with their name and email filled in. */
export default function ContactPage() {
  const t = useT();
  useDocumentTitle(t('support.title'));
  const { user } = useAuth();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-5xl">
        <Link to={paths.dashboard} className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-100">
          <span aria-hidden="true" className="before:content-['←']" />
          {t('common.backToDashboard')}
        </Link>
        <h1 className="mt-6 text-3xl font-bold text-brand-800 sm:text-4xl">{t('support.title')}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{t('support.intro')}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="support-form-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
            <h2 id="support-form-title" className="text-xl font-bold text-ink">
              {t('support.formTitle')}
            </h2>
            <div className="mt-5">
              <ContactForm key={user?.id ?? 'anonymous'} variant="support" initial={{ name, email: user?.email ?? '' }} />
            </div>
          </section>
          <aside aria-labelledby="support-info-title" className="h-fit rounded-3xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
            <h2 id="support-info-title" className="text-xl font-bold">
              {t('support.infoTitle')}
            </h2>
            <dl className="mt-5 space-y-4 text-sm">
              <div>
                <dt className="text-brand-200">{t('support.email')}</dt>
                <dd>
                  <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold underline underline-offset-2">
                    {SITE_INFO.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-brand-200">{t('support.responseTime')}</dt>
                <dd className="font-semibold">{t('support.replyTime')}</dd>
              </div>
              <div>
                <dt className="text-brand-200">{t('support.hours')}</dt>
                <dd className="font-semibold">{t('support.hoursValue')}</dd>
              </div>
              <div>
                <dt className="text-brand-200">{t('support.location')}</dt>
                <dd className="font-semibold">{t('support.locationValue')}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </div>
    </main>
  );
}
