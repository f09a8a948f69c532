import { SITE_INFO } from '../../lib/site-info';
import { useLandingSectionWords } from './landing-section-words';

/** The founders' monogram, the same in every language. */
const MONOGRAM = SITE_INFO.name[0];

/** Why Tablemates exists, in the founders' words. */
export function FounderNoteSection() {
  const words = useLandingSectionWords();
  return (
    <section aria-labelledby="founder-title" className="bg-white px-4 py-20 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-3xl">
        <figure className="relative rounded-3xl bg-cream p-8 ring-1 ring-brand-100 sm:p-12">
          <span aria-hidden="true" className="absolute -top-6 left-8 font-display text-8xl leading-none text-brand-200">
            {words['landing.founder.quoteMark']}
          </span>
          <h2 id="founder-title" className="text-sm font-semibold uppercase tracking-wider text-brand-600">
            {words['landing.founder.title']}
          </h2>
          <blockquote className="mt-5 space-y-4 font-display text-xl leading-relaxed text-ink sm:text-2xl">
            <p>{words['landing.founder.moved']}</p>
            <p>{words['landing.founder.dinners']}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-3">
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-bold text-white">
              {MONOGRAM}
            </span>
            <span>
              <span className="block font-semibold text-ink">{words['landing.founder.signature']}</span>
              <span className="block text-sm text-stone-600">{words['landing.site.location']}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
