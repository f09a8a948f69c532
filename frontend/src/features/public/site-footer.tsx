import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { useConsent } from '../../lib/consent/consent-context';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import { SECTION_LINKS } from './site-header';
import { useLandingSectionWords } from './landing-section-words';
import { fill, useLandingWords } from './landing-words';

export function SiteFooter() {
  // The section links' names are the header's (landing.json); the rest is the footer's own.
  const headerWords = useLandingWords();
  const words = useLandingSectionWords();
  const { show } = useConsent();
  // The year from the clock, not the year the page was written (DECISIONS item 13), as lib/copyright.ts's line.
  const copyright = fill(words['landing.footer.copyright'], { year: new Date().getFullYear(), location: words['landing.site.location'] });
  return (
    <footer className="bg-ink px-4 pb-28 pt-16 text-stone-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo light />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{words['landing.footer.tagline']}</p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${SITE_INFO.supportEmail}`} className="text-white underline-offset-2 hover:underline">
              {SITE_INFO.supportEmail}
            </a>
          </p>
        </div>
        <nav aria-label={words['landing.footer.sections']}>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{words['landing.footer.explore']}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white">
                  {headerWords[link.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={words['landing.footer.legal']}>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{words['landing.footer.legal']}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <SiteLink to={paths.terms} className="hover:text-white">
                {words['landing.footer.terms']}
              </SiteLink>
            </li>
            <li>
              <SiteLink to={paths.privacy} className="hover:text-white">
                {words['landing.footer.privacy']}
              </SiteLink>
            </li>
            <li>
              <button type="button" onClick={() => show('preferences')} className="hover:text-white">
                {words['landing.footer.cookies']}
              </button>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{words['landing.footer.newsletter.title']}</h2>
          <p className="mb-4 mt-4 text-sm">{words['landing.footer.newsletter.text']}</p>
          <NewsletterForm />
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-xs text-stone-400">{copyright}</p>
    </footer>
  );
}
