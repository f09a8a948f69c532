import { ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of a signed-in member's own pages (profile, settings): the way back to the dashboard, a title, the content. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Link to={paths.dashboard} className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-100">
          <span aria-hidden="true" className="before:content-['←']" />
          {t('common.backToDashboard')}
        </Link>
        <h1 className="mt-6 text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-stone-700">{intro}</p>}
        <div className="mt-8 space-y-6">{children}</div>
      </div>
    </main>
  );
}

/** One white card of an account page. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  // Not derived from the title, which may be in any language.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
