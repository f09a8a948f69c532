import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

/** Placeholder for screens that are not built yet, inside the site's frame. */
export function ComingSoonPage() {
  useDocumentTitle('Coming Soon');
  return (
    <CenteredCard>
      <div className="text-center">
        <h1 className="text-3xl font-bold text-brand-800">Welcome</h1>
        <p className="mt-4 text-xl font-semibold text-ink">Coming Soon</p>
        <p className="mt-3 text-stone-600">This application is currently in development. Please check back soon!</p>
        <Link to={paths.waitlist} className={buttonClasses('primary', 'mt-8')}>
          Back to Homepage
        </Link>
      </div>
    </CenteredCard>
  );
}
