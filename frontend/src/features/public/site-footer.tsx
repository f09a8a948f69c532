import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { useConsent } from '../../lib/consent/consent-context';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import { SECTION_LINKS } from './site-header';
import { copyrightLine } from '../../lib/copyright';

export function SiteFooter() {
  const { show } = useConsent();
  return (
    <footer className="bg-ink px-4 pb-28 pt-16 text-stone-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo light />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">Surprise dinners with like-minded couples at Dublin&apos;s best restaurants.</p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${SITE_INFO.supportEmail}`} className="text-white underline-offset-2 hover:underline">
              {SITE_INFO.supportEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Sections">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Legal</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <SiteLink to={paths.terms} className="hover:text-white">
                Terms of Service
              </SiteLink>
            </li>
            <li>
              <SiteLink to={paths.privacy} className="hover:text-white">
                Privacy Policy
              </SiteLink>
            </li>
            <li>
              <button type="button" onClick={() => show('preferences')} className="hover:text-white">
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Newsletter</h2>
          <p className="mb-4 mt-4 text-sm">New restaurants, dinner dates and stories from the table, once a month at most.</p>
          <NewsletterForm />
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-xs text-stone-400">{copyrightLine()}</p>
    </footer>
  );
}
