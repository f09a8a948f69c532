import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { DashboardLink } from '../../components/layout/dashboard-link';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../components/ui/icons';

/** Any unknown path: the spec's texts, inside the site's frame, with a way home. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('public.notFound.documentTitle'));
  return (
    <CenteredCard>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-red-100 text-red-700">
          <Icon name="alert" className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-bold text-ink">{t('public.notFound.title')}</h1>
      </div>
      <p className="mt-4 text-sm text-stone-600">{t('public.notFound.text')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link to={paths.waitlist} className={buttonClasses('primary')}>
          {t('public.backToHomepage')}
        </Link>
        <DashboardLink />
      </div>
    </CenteredCard>
  );
}
