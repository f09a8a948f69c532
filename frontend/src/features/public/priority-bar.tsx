import { hasLaunched, launchMonthIn } from '../../lib/launch';
import { useLandingSectionWords } from './landing-section-words';
import { fill, useLandingLocale } from './landing-words';
import { scrollToSection } from './scroll-to-section';
import { useInView } from './use-in-view';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Sticky call to action once the visitor has scrolled past 400 px; scrolls to the waitlist
 * with an 80 px offset. It steps aside while the waitlist form shows, so that it never
 * covers the field it points to (on a phone the form can reach the bottom of the screen).
 */
export function PriorityBar() {
  const words = useLandingSectionWords();
  const month = launchMonthIn(useLandingLocale());
  const scrolled = useScrolledPast(400);
  const waitlistShowing = useInView('waitlist');
  if (!scrolled || waitlistShowing) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-20 flex justify-center px-4">
      <button
        type="button"
        onClick={() => {
          scrollToSection('waitlist', 80);
          // Keyboard and screen-reader users land in the form, not only near it.
          document.querySelector<HTMLInputElement>('#waitlist input[type="email"]')?.focus({ preventScroll: true });
        }}
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-xl ring-4 ring-white/60 hover:bg-brand-800"
      >
        <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-accent-300" />
        {fill(words[hasLaunched() ? 'landing.priorityBar.label' : 'landing.priorityBar.launching'], { month })}
      </button>
    </div>
  );
}
