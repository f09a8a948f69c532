import { useState } from 'react';
import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { useLogout } from '../../lib/auth/use-logout';
import { Logo } from './logo';
import { useScrolledPast } from './use-scrolled-past';
import { useLandingWords, type LandingWords } from './landing-words';

/** The landing's sections, as the header and the footer link to them. */
export const SECTION_LINKS = [
  { href: '#how-it-works', label: 'landing.nav.howItWorks' },
  { href: '#features', label: 'landing.nav.features' },
  { href: '#faq', label: 'landing.nav.faq' },
  { href: '#contact', label: 'landing.nav.contact' },
] as const satisfies readonly { href: string; label: keyof LandingWords }[];

/** Fixed top bar: transparent over the hero, solid white once scrolled more than 20 px. */
export function SiteHeader() {
  const words = useLandingWords();
  const solid = useScrolledPast(20);
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useAuth();
  const { logout, isPending } = useLogout();
  const light = !solid && !menuOpen;
  const close = () => setMenuOpen(false);

  // A signed-in member always has a way back to the dashboard from the public site.
  const account = user ? (
    <>
      <SiteLink to={paths.dashboard} onClick={close} className={buttonClasses('primary', light ? 'bg-white !text-brand-800 hover:bg-brand-50' : '')}>
        {words['landing.nav.dashboard']}
      </SiteLink>
      <button
        type="button"
        onClick={() => {
          close();
          logout();
        }}
        disabled={isPending}
        className={buttonClasses(light ? 'ghost' : 'secondary', light ? 'text-white ring-1 ring-white/60 hover:bg-white/10' : '')}
      >
        {words['landing.nav.logOut']}
      </button>
    </>
  ) : (
    <>
      <SiteLink to={paths.login} onClick={close} className={buttonClasses('ghost', light ? 'text-white hover:bg-white/10' : '')}>
        {words['landing.nav.logIn']}
      </SiteLink>
      <SiteLink to={paths.join} onClick={close} className={buttonClasses('primary', light ? 'bg-white !text-brand-800 hover:bg-brand-50' : '')}>
        {words['landing.nav.signUp']}
      </SiteLink>
    </>
  );

  return (
    <header className={`fixed inset-x-0 top-0 z-30 transition-colors duration-300 ${light ? 'bg-transparent' : 'bg-white shadow-sm'}`}>
      <nav aria-label={words['landing.nav.label']} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo light={light} />
        <ul className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={`rounded-full px-3 py-2 text-sm font-medium ${light ? 'text-white/90 hover:text-white' : 'text-stone-700 hover:text-brand-700'}`}
              >
                {words[link.label]}
              </a>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">{account}</div>
        <button
          type="button"
          className={`rounded-full p-2 md:hidden ${light ? 'text-white' : 'text-ink'}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={words[menuOpen ? 'landing.nav.closeMenu' : 'landing.nav.openMenu']}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-stone-100 bg-white px-4 pb-5 shadow-lg md:hidden">
          <ul className="py-2">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={close} className="block rounded-xl px-3 py-3 font-medium text-ink hover:bg-brand-50">
                  {words[link.label]}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 [&>*]:w-full">{account}</div>
        </div>
      )}
    </header>
  );
}
