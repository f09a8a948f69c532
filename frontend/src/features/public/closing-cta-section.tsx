import { hasLaunched, LAUNCH_MONTH } from '../../lib/launch';
import { useWaitlistCity } from './use-waitlist-city';
import { WaitlistForm } from './waitlist-form';

/** The marketing claims of the spec. */
const CLAIMS = [
  { value: '250+', label: 'Active Members' },
  { value: '50+', label: 'Partner Restaurants' },
  { value: '95%', label: 'Satisfaction' },
] as const;

export function ClosingCtaSection() {
  const city = useWaitlistCity();
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-[radial-gradient(circle_at_80%_0%,#be123c_0%,#881337_50%,#4c0519_100%)] px-4 py-20 text-white sm:px-6 lg:py-28"
    >
      <div className="mx-auto max-w-4xl text-center">
        <h2 id="closing-title" className="text-3xl font-bold sm:text-5xl">
          Your next great dinner is waiting
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          {hasLaunched()
            ? 'Join the couples already on the list for our next dinners in Dublin.'
            : `Join the couples already on the list for our ${LAUNCH_MONTH} launch in Dublin.`}
        </p>
        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse justify-end rounded-2xl bg-white/10 px-2 py-5 ring-1 ring-white/15">
              <dt className="mt-1 text-xs text-brand-100 sm:text-sm">{claim.label}</dt>
              <dd className="font-display text-3xl font-bold sm:text-4xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mx-auto mt-10 max-w-xl text-left">
          <WaitlistForm tone="dark" label="Join the waitlist (closing call to action)" city={city} />
        </div>
      </div>
    </section>
  );
}
