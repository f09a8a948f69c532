import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { DashboardLink } from '../../components/layout/dashboard-link';

/** Any unknown path: the spec's texts, inside the site's frame, with a way home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <CenteredCard>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-red-100 text-xl font-bold text-red-700">
          !
        </span>
        <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
      </div>
      <p className="mt-4 text-sm text-stone-600">Did you forget to add the page to the router?</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link to={paths.waitlist} className={buttonClasses('primary')}>
          Back to Homepage
        </Link>
        <DashboardLink />
      </div>
    </CenteredCard>
  );
}
