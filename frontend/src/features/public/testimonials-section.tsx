import { Carousel } from '../../components/ui/carousel';
import { StarRating } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';
import { Testimonial, TESTIMONIALS } from './testimonials';

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
  return (
    <figure className={`flex h-full flex-col rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 ${large ? 'p-8' : 'p-6'}`}>
      <StarRating rating={testimonial.rating} />
      <blockquote className={`mt-4 flex-1 leading-relaxed text-stone-700 ${large ? 'text-lg' : ''}`}>“{testimonial.text}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={testimonial.name} />
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-stone-600">{testimonial.date}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The first two testimonials as large cards, the rest in the looping carousel. */
export function TestimonialsSection() {
  const [first, second, ...rest] = TESTIMONIALS;
  return (
    <section aria-labelledby="testimonials-title" className="bg-gradient-to-b from-cream to-brand-50 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="testimonials-title" eyebrow="User Experiences" title="What Couples Say">
          Stories from the couples at our Dublin pilot dinners.
        </SectionHeading>
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          <TestimonialCard testimonial={first} large />
          <TestimonialCard testimonial={second} large />
        </div>
        <div className="mt-6">
          <Carousel
            label="More testimonials"
            itemName="testimonial"
            slides={rest.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          />
        </div>
      </div>
    </section>
  );
}
