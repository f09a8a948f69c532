import { ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { sectionLabel } from './admin-sections';
import { AdminMenu } from './admin-menu';
import { useT } from '../../i18n/use-t';

/**
 * The admin frame: a sidebar from 1024 px, and on phones a top bar whose Menu button opens a
 * side drawer with the same menu.
 */
export function AdminLayout({
  current,
  permissions = [],
  banner,
  actions,
  children,
}: {
  current: string;
  /** What the admin's role allows: the menu shows only those sections. */
  permissions?: readonly string[];
  /** A notice above every page (the request to set up two-factor sign-in). */
  banner?: ReactNode;
  /** Buttons in the top bar (Sign out). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const label = sectionLabel(current);
  useDocumentTitle(label ? t('admin.layout.documentTitle', { section: t(label) }) : 'Admin');
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen bg-cream">
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-brand-100 bg-white px-4 py-3 lg:px-8">
        <Link to={{ hash: current }} className="text-lg font-bold text-brand-800">
          {t('admin.layout.home')}
        </Link>
        <div className="flex items-center gap-2">
          <Link to={paths.waitlist} className="hidden text-sm text-stone-600 hover:text-brand-700 sm:inline">
            {t('admin.layout.viewSite')}
          </Link>
          {actions}
          <Button variant="secondary" className="lg:hidden" aria-expanded={drawerOpen} aria-controls="admin-drawer" onClick={() => setDrawerOpen(true)}>
            {t('admin.layout.menu')}
          </Button>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 lg:px-8">
        <aside className="hidden w-64 shrink-0 lg:block">
          <AdminMenu current={current} permissions={permissions} />
        </aside>
        <main className="min-w-0 flex-1">
          {banner}
          {children}
        </main>
      </div>
      {drawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" onMouseDown={(event) => event.target === event.currentTarget && setDrawerOpen(false)}>
          <div className="absolute inset-0 bg-ink/50" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
          <div
            id="admin-drawer"
            role="dialog"
            aria-modal="true"
            aria-label={t('admin.layout.menuDialog')}
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl"
          >
            <div className="mb-4 flex items-center justify-between">
              <p className="font-bold text-brand-800">{t('admin.layout.menu')}</p>
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                aria-label={t('admin.layout.closeMenu')}
                className="rounded-full p-2 text-stone-500 hover:bg-stone-100"
              >
                <Icon name="close" className="h-5 w-5" />
              </button>
            </div>
            <AdminMenu current={current} permissions={permissions} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
