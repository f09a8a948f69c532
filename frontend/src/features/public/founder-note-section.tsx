/** Why Tablemates exists, in the founders' words. */
export function FounderNoteSection() {
  return (
    <section aria-labelledby="founder-title" className="bg-white px-4 py-20 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-3xl">
        <figure className="relative rounded-3xl bg-cream p-8 ring-1 ring-brand-100 sm:p-12">
          <span aria-hidden="true" className="absolute -top-6 left-8 font-display text-8xl leading-none text-brand-200">
            “
          </span>
          <h2 id="founder-title" className="text-sm font-semibold uppercase tracking-wider text-brand-600">
            A note from our founders
          </h2>
          <blockquote className="mt-5 space-y-4 font-display text-xl leading-relaxed text-ink sm:text-2xl">
            <p>
              When we moved to Dublin, we realised how hard it is to make new friends as a couple. Our old crowd was busy with babies and work, and apps for
              meeting people were made for singles.
            </p>
            <p>
              So we started hosting dinners with other couples we barely knew. Those evenings became the highlight of our month. Tablemates is our way of
              setting that table for everyone.
            </p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-3">
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-bold text-white">
              T
            </span>
            <span>
              <span className="block font-semibold text-ink">The Tablemates founders</span>
              <span className="block text-sm text-stone-600">Dublin, Ireland</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
