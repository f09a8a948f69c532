import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Icon, IconName } from '../../components/ui/icons';

const APP_POINTS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'search', title: 'Browse cuisines', text: 'Tell us what you love — from Irish gastropubs to Korean barbecue.' },
  { icon: 'bell', title: 'Dinner alerts', text: 'Get a nudge when a dinner near you opens, plus the teaser and the big reveal.' },
  { icon: 'chat', title: 'Icebreakers', text: 'Games and conversation starters ready for the table.' },
];

/** A phone drawn in CSS showing an upcoming dinner: light, sharp at every size. */
function PhoneMockup() {
  return (
    <div aria-hidden="true" className="mx-auto w-64 rounded-[2.5rem] bg-ink p-3 shadow-2xl ring-1 ring-white/10 sm:w-72">
      <div className="overflow-hidden rounded-[2rem] bg-cream">
        <div className="bg-brand-700 px-5 pb-6 pt-8 text-white">
          <p className="text-xs text-brand-100">Friday, 8:00 pm</p>
          <p className="mt-1 font-display text-xl font-bold">Your next dinner</p>
          <div className="mt-4 rounded-2xl bg-white/15 p-3">
            <p className="text-xs text-brand-100">Restaurant revealed in</p>
            <p className="font-display text-2xl font-bold">23h 41m</p>
          </div>
        </div>
        <div className="space-y-3 p-4">
          <div className="rounded-2xl bg-white p-3 shadow-sm">
            <p className="text-xs font-semibold text-brand-700">Your table</p>
            <div className="mt-2 flex -space-x-2">
              {['bg-brand-600', 'bg-accent-400', 'bg-brand-200', 'bg-amber-300'].map((color) => (
                <span key={color} className={`h-8 w-8 rounded-full ring-2 ring-white ${color}`} />
              ))}
            </div>
            <p className="mt-2 text-xs text-stone-600">3 couples · Dublin 2</p>
          </div>
          <div className="rounded-2xl bg-white p-3 shadow-sm">
            <p className="text-xs font-semibold text-brand-700">Icebreaker</p>
            <p className="mt-1 text-sm text-ink">“What&apos;s the best meal you&apos;ve ever had on holiday?”</p>
          </div>
          <div className="rounded-full bg-brand-700 py-2 text-center text-xs font-semibold text-white">View details</div>
        </div>
      </div>
    </div>
  );
}

export function AppShowcaseSection() {
  return (
    <section aria-labelledby="app-title" className="overflow-hidden bg-brand-900 px-4 py-20 text-white sm:px-6 lg:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-14 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">The app</p>
          <h2 id="app-title" className="mt-2 text-4xl font-bold sm:text-5xl">
            Tablemates
          </h2>
          <p className="mt-4 max-w-lg text-lg leading-relaxed text-brand-100">
            Everything for your dinners in one place: your matches, the reveal countdown and a little help breaking the ice.
          </p>
          <ul className="mt-8 space-y-5">
            {APP_POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-accent-300 ring-1 ring-white/20">
                  <Icon name={point.icon} />
                </span>
                <span>
                  <span className="block font-semibold">{point.title}</span>
                  <span className="block text-brand-100">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <SiteLink to={paths.join} className={buttonClasses('primary', 'mt-10 bg-white px-7 py-3 text-base !text-brand-800 hover:bg-brand-50')}>
            Join Today
          </SiteLink>
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
