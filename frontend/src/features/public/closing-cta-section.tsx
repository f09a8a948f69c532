import { hasLaunched, launchMonthIn } from '../../lib/launch';
import { useLandingSectionWords } from './landing-section-words';
import { fill, useLandingLocale, type LandingSectionWords } from './landing-words';
import { useWaitlistCity } from './use-waitlist-city';
import { WaitlistForm } from './waitlist-form';

/** The marketing claims of the spec, by their messages' keys. */
const CLAIMS = [
  { value: 'landing.closing.members.value', label: 'landing.closing.members.label' },
  { value: 'landing.closing.restaurants.value', label: 'landing.closing.restaurants.label' },
  { value: 'landing.closing.satisfaction.value', label: 'landing.closing.satisfaction.label' },
] as const satisfies readonly { value: keyof LandingSectionWords; label: keyof LandingSectionWords }[];

export function ClosingCtaSection() {
  const words = useLandingSectionWords();
  const month = launchMonthIn(useLandingLocale());
  const city = useWaitlistCity();
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-[radial-gradient(circle_at_80%_0%,#be123c_0%,#881337_50%,#4c0519_100%)] px-4 py-20 text-white sm:px-6 lg:py-28"
    >
      <div className="mx-auto max-w-4xl text-center">
        <h2 id="closing-title" className="text-3xl font-bold sm:text-5xl">
          {words['landing.closing.title']}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          {fill(words[hasLaunched() ? 'landing.closing.since' : 'landing.closing.launching'], { month })}
        </p>
        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse justify-end rounded-2xl bg-white/10 px-2 py-5 ring-1 ring-white/15">
              <dt className="mt-1 text-xs text-brand-100 sm:text-sm">{words[claim.label]}</dt>
              <dd className="font-display text-3xl font-bold sm:text-4xl">{words[claim.value]}</dd>
            </div>
          ))}
        </dl>
        <div className="mx-auto mt-10 max-w-xl text-left">
          <WaitlistForm tone="dark" label={words['landing.closing.formLabel']} city={city} />
        </div>
      </div>
    </section>
  );
}
