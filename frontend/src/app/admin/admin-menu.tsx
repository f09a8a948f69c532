import { Link } from 'react-router-dom';
import { menuFor } from './admin-sections';
import { useT } from '../../i18n/use-t';

/** The menu groups this admin's role may use; the sidebar on wide screens and the drawer on phones both show it. */
export function AdminMenu({ current, permissions, onNavigate }: { current: string; permissions: readonly string[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('admin.menu.label')} className="space-y-6">
      {menuFor(permissions).map((group) => (
        <div key={group.title}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-stone-500">{t(group.title)}</p>
          <ul className="mt-2 space-y-1">
            {group.items.map((item) => {
              const active = item.id === current;
              return (
                <li key={item.id}>
                  <Link
                    to={item.href ?? { hash: item.id }}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={`block rounded-xl px-3 py-2 text-sm font-medium ${active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-brand-50'}`}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
