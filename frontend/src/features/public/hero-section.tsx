import { hasLaunched, launchMonthIn } from '../../lib/launch';
import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { scrollToSection } from './scroll-to-section';
import { fill, useLandingLocale, useLandingWords } from './landing-words';
import { lazy, Suspense } from 'react';

// Decorative, and painted by the prerendered page: its drawing comes after the first script.
const HeroIllustration = lazy(() => import('./hero-illustration'));

export function HeroSection() {
  const words = useLandingWords();
  const month = launchMonthIn(useLandingLocale());
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(circle_at_20%_20%,#be123c_0%,#881337_45%,#4c0519_100%)] pb-20 pt-28 text-white sm:pt-32 lg:pb-28">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/25">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-300" />
            {fill(words[hasLaunched() ? 'landing.hero.since' : 'landing.hero.launching'], { month })}
          </p>
          <h1 className="mt-6 text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">{words['landing.hero.title']}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{words['landing.hero.text']}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink to={paths.join} className={buttonClasses('primary', 'bg-white px-7 py-3 text-base !text-brand-800 hover:bg-brand-50')}>
              {words['landing.hero.join']}
            </SiteLink>
            <button
              type="button"
              onClick={() => scrollToSection('how-it-works')}
              className={buttonClasses('ghost', 'px-7 py-3 text-base text-white ring-1 ring-white/50 hover:bg-white/10')}
            >
              {words['landing.hero.howItWorks']}
            </button>
          </div>
          <p className="mt-6 text-sm text-brand-100">
            <SiteLink to={paths.login} className="font-semibold text-white underline underline-offset-4 hover:text-accent-300">
              {words['landing.hero.logIn']}
            </SiteLink>
          </p>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {[words['landing.hero.noCommitment'], words['landing.hero.firstNames'], words['landing.hero.ownMeal']].map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="check" className="h-4 w-4 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">
          <Suspense fallback={null}>
            <HeroIllustration />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
