import { Icon, IconName } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';

const FEATURES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Smart Connections',
    icon: 'sparkles',
    text: 'AI-assisted matching pairs you with couples who share your interests, life stage and idea of a good night out.',
  },
  {
    title: 'Automatic Bookings',
    icon: 'calendar',
    text: 'We reserve the table and confirm every couple, then send a calendar invite. No group chats, no back-and-forth.',
  },
  { title: 'Icebreaker Tools', icon: 'chat', text: 'Conversation starters and table games in the app make the first ten minutes easy for everyone.' },
  {
    title: 'Curated Restaurants',
    icon: 'star',
    text: 'Hand-picked partner restaurants across Dublin, chosen for food, atmosphere and tables made for conversation.',
  },
  { title: 'Feedback System', icon: 'heart', text: 'Rate the restaurant and the evening afterwards. Your feedback sharpens every future match.' },
  {
    title: 'Privacy Controls',
    icon: 'shield',
    text: 'Only first names and a few interests are shared by default. Contact details stay private unless you say otherwise.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need for a memorable evening">
          Thoughtful details that turn a dinner booking into a night to remember.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="group rounded-3xl bg-cream p-7 ring-1 ring-stone-200 transition-shadow hover:shadow-md">
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100 group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
