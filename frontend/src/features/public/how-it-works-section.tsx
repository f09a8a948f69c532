import { Icon, IconName } from '../../components/ui/icons';
import { useLandingSectionWords } from './landing-section-words';
import type { LandingSectionWords } from './landing-words';
import { SectionHeading } from './section-heading';

/** A card of the section, by its messages' keys. */
type Card = { title: keyof LandingSectionWords; text: keyof LandingSectionWords; icon: IconName };

const STEPS = [
  { title: 'landing.howItWorks.profiles.title', icon: 'profile', text: 'landing.howItWorks.profiles.text' },
  { title: 'landing.howItWorks.connections.title', icon: 'sparkles', text: 'landing.howItWorks.connections.text' },
  { title: 'landing.howItWorks.dining.title', icon: 'plate', text: 'landing.howItWorks.dining.text' },
] as const satisfies readonly Card[];

const EXTRAS = [
  { title: 'landing.howItWorks.surprise.title', icon: 'gift', text: 'landing.howItWorks.surprise.text' },
  { title: 'landing.howItWorks.icebreakers.title', icon: 'chat', text: 'landing.howItWorks.icebreakers.text' },
] as const satisfies readonly Card[];

export function HowItWorksSection() {
  const words = useLandingSectionWords();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="how-it-works-title" eyebrow={words['landing.howItWorks.eyebrow']} title={words['landing.howItWorks.title']}>
          {words['landing.howItWorks.intro']}
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200">
              <span aria-hidden="true" className="absolute right-6 top-5 font-display text-5xl font-bold text-brand-100">
                {index + 1}
              </span>
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
                <Icon name={step.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{words[step.title]}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{words[step.text]}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {EXTRAS.map((card) => (
            <div key={card.title} className="flex gap-5 rounded-3xl bg-gradient-to-br from-brand-50 to-cream p-7 ring-1 ring-brand-100">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
                <Icon name={card.icon} />
              </span>
              <div>
                <h3 className="text-xl font-bold text-ink">{words[card.title]}</h3>
                <p className="mt-2 leading-relaxed text-stone-600">{words[card.text]}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
