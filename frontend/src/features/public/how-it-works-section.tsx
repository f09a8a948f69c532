import { Icon, IconName } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';

const STEPS: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Create Profiles',
    icon: 'profile',
    text: 'Build one shared profile as a couple: your tastes, dietary needs, interests and how you like to socialise.',
  },
  {
    title: 'Smart Connections',
    icon: 'sparkles',
    text: 'We match you with compatible couples by location, cuisine, budget, life stage, interests and conversation style.',
  },
  {
    title: 'Enjoy Dining',
    icon: 'plate',
    text: 'Show up, meet new friends and enjoy a great meal. Each couple pays for its own food — no awkward bill-splitting.',
  },
];

const EXTRAS: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'The Surprise Element',
    icon: 'gift',
    text: 'Your restaurant is revealed 24 hours before dinner, with a teaser 12 hours ahead. Half the fun is the anticipation.',
  },
  {
    title: 'Interactive Icebreakers',
    icon: 'chat',
    text: 'Conversation starters and light games in the app get the first few minutes flowing — no forced small talk.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="how-it-works-title" eyebrow="How It Works" title="Three steps to your next great dinner">
          From sign-up to dessert, Tablemates takes care of the planning so you can focus on the people.
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
              <h3 className="mt-5 text-xl font-bold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{step.text}</p>
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
                <h3 className="text-xl font-bold text-ink">{card.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-600">{card.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
