import { Carousel } from '../../components/ui/carousel';
import { StarRating } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';
import { useLandingSectionWords } from './landing-section-words';
import { fill, useLandingLocale } from './landing-words';
import { Testimonial, TESTIMONIALS } from './testimonials';

/** A testimonial's month ('2025-09') as the page's locale says it: 'September 2025', 'septembre 2025'. */
const monthIn = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

function Avatar({ name }: { name: string }) {
  const initials = name
    .split(' & ')
    .map((part) => part[0])
    .join('');
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-400 font-display text-lg font-bold text-white"
    >
      {initials}
    </span>
  );
}

function TestimonialCard({ testimonial, large = false }: { testimonial: Testimonial; large?: boolean }) {
  const words = useLandingSectionWords();
  const locale = useLandingLocale();
  return (
    <figure className={`flex h-full flex-col rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 ${large ? 'p-8' : 'p-6'}`}>
      <StarRating rating={testimonial.rating} label={fill(words['landing.testimonials.rated'], { rating: testimonial.rating })} />
      <blockquote className={`mt-4 flex-1 leading-relaxed text-stone-700 ${large ? 'text-lg' : ''}`}>
        {fill(words['landing.testimonials.quote'], { text: words[testimonial.text] })}
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={testimonial.name} />
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-stone-600">{monthIn(locale, testimonial.month)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The first two testimonials as large cards, the rest in the looping carousel. */
export function TestimonialsSection() {
  const words = useLandingSectionWords();
  const [first, second, ...rest] = TESTIMONIALS;
  return (
    <section aria-labelledby="testimonials-title" className="bg-gradient-to-b from-cream to-brand-50 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="testimonials-title" eyebrow={words['landing.testimonials.eyebrow']} title={words['landing.testimonials.title']}>
          {words['landing.testimonials.intro']}
        </SectionHeading>
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          <TestimonialCard testimonial={first} large />
          <TestimonialCard testimonial={second} large />
        </div>
        <div className="mt-6">
          <Carousel
            label={words['landing.testimonials.more']}
            words={{
              previous: words['landing.testimonials.previous'],
              next: words['landing.testimonials.next'],
              slide: (position, count) => fill(words['landing.testimonials.slide'], { position, count }),
            }}
            slides={rest.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          />
        </div>
      </div>
    </section>
  );
}
