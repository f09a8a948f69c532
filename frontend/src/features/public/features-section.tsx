import { Icon, IconName } from '../../components/ui/icons';
import { useLandingSectionWords } from './landing-section-words';
import type { LandingSectionWords } from './landing-words';
import { SectionHeading } from './section-heading';

/** The features, each by its messages' keys. */
const FEATURES = [
  { title: 'landing.features.connections.title', icon: 'sparkles', text: 'landing.features.connections.text' },
  { title: 'landing.features.bookings.title', icon: 'calendar', text: 'landing.features.bookings.text' },
  { title: 'landing.features.icebreakers.title', icon: 'chat', text: 'landing.features.icebreakers.text' },
  { title: 'landing.features.restaurants.title', icon: 'star', text: 'landing.features.restaurants.text' },
  { title: 'landing.features.feedback.title', icon: 'heart', text: 'landing.features.feedback.text' },
  { title: 'landing.features.privacy.title', icon: 'shield', text: 'landing.features.privacy.text' },
] as const satisfies readonly { title: keyof LandingSectionWords; text: keyof LandingSectionWords; icon: IconName }[];

export function FeaturesSection() {
  const words = useLandingSectionWords();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-title" eyebrow={words['landing.features.eyebrow']} title={words['landing.features.title']}>
          {words['landing.features.intro']}
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="group rounded-3xl bg-cream p-7 ring-1 ring-stone-200 transition-shadow hover:shadow-md">
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100 group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{words[feature.title]}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{words[feature.text]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
