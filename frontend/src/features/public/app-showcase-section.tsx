import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { buttonClasses } from '../../components/ui/button';
import { Icon, IconName } from '../../components/ui/icons';
import { useLandingSectionWords } from './landing-section-words';
import type { LandingSectionWords } from './landing-words';

const APP_POINTS = [
  { icon: 'search', title: 'landing.app.cuisines.title', text: 'landing.app.cuisines.text' },
  { icon: 'bell', title: 'landing.app.alerts.title', text: 'landing.app.alerts.text' },
  { icon: 'chat', title: 'landing.app.icebreakers.title', text: 'landing.app.icebreakers.text' },
] as const satisfies readonly { icon: IconName; title: keyof LandingSectionWords; text: keyof LandingSectionWords }[];

/** A phone drawn in CSS showing an upcoming dinner: light, sharp at every size. */
function PhoneMockup() {
  const words = useLandingSectionWords();
  return (
    <div aria-hidden="true" className="mx-auto w-64 rounded-[2.5rem] bg-ink p-3 shadow-2xl ring-1 ring-white/10 sm:w-72">
      <div className="overflow-hidden rounded-[2rem] bg-cream">
        <div className="bg-brand-700 px-5 pb-6 pt-8 text-white">
          <p className="text-xs text-brand-100">{words['landing.app.phone.when']}</p>
          <p className="mt-1 font-display text-xl font-bold">{words['landing.app.phone.nextDinner']}</p>
          <div className="mt-4 rounded-2xl bg-white/15 p-3">
            <p className="text-xs text-brand-100">{words['landing.app.phone.revealedIn']}</p>
            <p className="font-display text-2xl font-bold">{words['landing.app.phone.countdown']}</p>
          </div>
        </div>
        <div className="space-y-3 p-4">
          <div className="rounded-2xl bg-white p-3 shadow-sm">
            <p className="text-xs font-semibold text-brand-700">{words['landing.app.phone.table']}</p>
            <div className="mt-2 flex -space-x-2">
              {['bg-brand-600', 'bg-accent-400', 'bg-brand-200', 'bg-amber-300'].map((color) => (
                <span key={color} className={`h-8 w-8 rounded-full ring-2 ring-white ${color}`} />
              ))}
            </div>
            <p className="mt-2 text-xs text-stone-600">{words['landing.app.phone.group']}</p>
          </div>
          <div className="rounded-2xl bg-white p-3 shadow-sm">
            <p className="text-xs font-semibold text-brand-700">{words['landing.app.phone.icebreaker']}</p>
            <p className="mt-1 text-sm text-ink">{words['landing.app.phone.question']}</p>
          </div>
          <div className="rounded-full bg-brand-700 py-2 text-center text-xs font-semibold text-white">{words['landing.app.phone.details']}</div>
        </div>
      </div>
    </div>
  );
}

export function AppShowcaseSection() {
  const words = useLandingSectionWords();
  return (
    <section aria-labelledby="app-title" className="overflow-hidden bg-brand-900 px-4 py-20 text-white sm:px-6 lg:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-14 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{words['landing.app.eyebrow']}</p>
          <h2 id="app-title" className="mt-2 text-4xl font-bold sm:text-5xl">
            {SITE_INFO.name}
          </h2>
          <p className="mt-4 max-w-lg text-lg leading-relaxed text-brand-100">{words['landing.app.intro']}</p>
          <ul className="mt-8 space-y-5">
            {APP_POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-accent-300 ring-1 ring-white/20">
                  <Icon name={point.icon} />
                </span>
                <span>
                  <span className="block font-semibold">{words[point.title]}</span>
                  <span className="block text-brand-100">{words[point.text]}</span>
                </span>
              </li>
            ))}
          </ul>
          <SiteLink to={paths.join} className={buttonClasses('primary', 'mt-10 bg-white px-7 py-3 text-base !text-brand-800 hover:bg-brand-50')}>
            {words['landing.app.join']}
          </SiteLink>
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
