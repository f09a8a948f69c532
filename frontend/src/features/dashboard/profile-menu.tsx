import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useLogout } from '../../lib/auth/use-logout';
import { useT } from '../../i18n/use-t';

/** The avatar menu: Edit Profile, Settings, Contact Support and Sign Out. */
export function ProfileMenu({ firstName }: { firstName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const { logout, isPending } = useLogout();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const item = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-brand-50';
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('dashboard.menu.label')}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
      >
        {firstName.slice(0, 1).toUpperCase()}
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-40 mt-2 w-52 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-brand-100">
          <Link role="menuitem" to={paths.profileEdit} className={item}>
            {t('dashboard.menu.editProfile')}
          </Link>
          <Link role="menuitem" to={paths.profileSettings} className={item}>
            {t('dashboard.menu.settings')}
          </Link>
          <Link role="menuitem" to={paths.contact} className={item}>
            {t('dashboard.menu.contactSupport')}
          </Link>
          <button role="menuitem" type="button" disabled={isPending} onClick={logout} className={`${item} text-red-700`}>
            {t('dashboard.menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
