import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { useAuth } from '../../lib/auth/auth-context';
import { ContactForm } from '../../components/contact/contact-form';
import { useDocumentTitle } from '../../lib/document-title';

/** Contact support for signed-in couples, with their name and email filled in. */
export default function ContactPage() {
  useDocumentTitle('Contact Support');
  const { user } = useAuth();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-5xl">
        <Link to={paths.dashboard} className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-100">
          <span aria-hidden="true">←</span> Back to Dashboard
        </Link>
        <h1 className="mt-6 text-3xl font-bold text-brand-800 sm:text-4xl">Contact Support</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          Questions about a dinner, your booking or your couple profile? Send us a message and we will get back to you by email.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="support-form-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
            <h2 id="support-form-title" className="text-xl font-bold text-ink">
              Send us a message
            </h2>
            <div className="mt-5">
              <ContactForm key={user?.id ?? 'anonymous'} variant="support" initial={{ name, email: user?.email ?? '' }} />
            </div>
          </section>
          <aside aria-labelledby="support-info-title" className="h-fit rounded-3xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
            <h2 id="support-info-title" className="text-xl font-bold">
              Contact information
            </h2>
            <dl className="mt-5 space-y-4 text-sm">
              <div>
                <dt className="text-brand-200">Email</dt>
                <dd>
                  <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold underline underline-offset-2">
                    {SITE_INFO.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-brand-200">Response time</dt>
                <dd className="font-semibold">{SITE_INFO.replyTime}</dd>
              </div>
              <div>
                <dt className="text-brand-200">Support hours</dt>
                <dd className="font-semibold">{SITE_INFO.supportHours}</dd>
              </div>
              <div>
                <dt className="text-brand-200">Location</dt>
                <dd className="font-semibold">{SITE_INFO.location}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </div>
    </main>
  );
}
