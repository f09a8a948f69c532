import { KeyboardEvent, ReactNode, useState } from 'react';
import { useMediaQuery } from './use-media-query';

/** What the carousel's controls are called, in the page's words: 'Previous testimonial', 'Next testimonial', a slide's '2 of 3'. */
export interface CarouselWords {
  previous: string;
  next: string;
  slide: (position: number, count: number) => string;
}

interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'More testimonials'. */
  label: string;
  slides: ReactNode[];
  words: CarouselWords;
}

/** How many slides show at once: 1 on phones, 2 from the md breakpoint, 3 from lg. */
function useSlidesPerView(): number {
  const medium = useMediaQuery('(min-width: 768px)');
  const large = useMediaQuery('(min-width: 1024px)');
  return large ? 3 : medium ? 2 : 1;
}

/**
 * A looping carousel with previous/next buttons and the left/right arrow keys.
 * Never shows a slide twice: with fewer slides than the breakpoint allows, all of them show.
 */
export function Carousel({ label, slides, words }: CarouselProps) {
  const [start, setStart] = useState(0);
  const perView = Math.min(useSlidesPerView(), slides.length);
  const count = slides.length;
  const move = (step: number) => setStart((current) => (current + step + count) % count);
  const visible = Array.from({ length: perView }, (_, offset) => (start + offset) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="grid gap-6" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} aria-live="polite">
        {visible.map((index) => (
          <div key={index} role="group" aria-roledescription="slide" aria-label={words.slide(index + 1, count)}>
            {slides[index]}
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <CarouselButton label={words.previous} onClick={() => move(-1)} direction="left" />
        <span className="text-sm text-stone-600" aria-hidden="true">
          {start + 1} / {count}
        </span>
        <CarouselButton label={words.next} onClick={() => move(1)} direction="right" />
      </div>
    </section>
  );
}

function CarouselButton({ label, onClick, direction }: { label: string; onClick(): void; direction: 'left' | 'right' }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-stone-200 hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
        <path
          d={direction === 'left' ? 'M12.5 5l-5 5 5 5' : 'M7.5 5l5 5-5 5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
