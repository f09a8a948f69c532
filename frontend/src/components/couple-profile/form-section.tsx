import { ReactNode } from 'react';

/** A titled group of fields inside a wizard step. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 border-t border-stone-100 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
