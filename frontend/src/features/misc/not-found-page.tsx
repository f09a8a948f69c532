import { useDocumentTitle } from '../../lib/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-red-100 text-xl font-bold text-red-600">
            !
          </span>
          <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-stone-600">Did you forget to add the page to the router?</p>
      </div>
    </main>
  );
}
