import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';

/** Placeholder for screens that are not built yet. */
export function ComingSoonPage() {
  useDocumentTitle('Coming Soon');
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-4">
      <div className="w-full max-w-lg rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-brand-100">
        <h1 className="text-3xl font-bold text-brand-800">Welcome</h1>
        <p className="mt-4 text-xl font-semibold text-ink">Coming Soon</p>
        <p className="mt-3 text-stone-600">This application is currently in development. Please check back soon!</p>
        <Link to="/" className={buttonClasses('primary', 'mt-8')}>
          Back to Homepage
        </Link>
      </div>
    </main>
  );
}
