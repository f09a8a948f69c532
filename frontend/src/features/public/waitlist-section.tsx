import { hasLaunched, launchMonthIn } from '../../lib/launch';
import { SITE_INFO } from '../../lib/site-info';
import { useLandingSectionWords } from './landing-section-words';
import { fill, useLandingLocale } from './landing-words';
import { useWaitlistCity } from './use-waitlist-city';
import { WaitlistForm } from './waitlist-form';

/** The waitlist card right under the hero; the sticky bar scrolls here. */
export function WaitlistSection() {
  const words = useLandingSectionWords();
  const month = launchMonthIn(useLandingLocale());
  const city = useWaitlistCity();
  const count = SITE_INFO.priorityCouples;
  const launch = fill(words[hasLaunched() ? 'landing.waitlist.since' : 'landing.waitlist.launching'], { month });
  const text = `${launch} ${fill(words['landing.waitlist.priority'], { count })}`;
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="relative z-10 -mt-12 scroll-mt-20 px-4 sm:px-6">
      <div className="mx-auto grid max-w-5xl gap-8 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-brand-100 sm:p-10 md:grid-cols-[1fr_1.2fr] md:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{words['landing.waitlist.eyebrow']}</p>
          <h2 id="waitlist-title" className="mt-2 text-2xl font-bold text-brand-800 sm:text-3xl">
            {fill(words['landing.waitlist.title'], { count })}
          </h2>
          <p className="mt-3 text-stone-700">{text}</p>
        </div>
        <WaitlistForm city={city} />
      </div>
    </section>
  );
}
