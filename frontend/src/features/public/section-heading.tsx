import { ReactNode } from 'react';

/** Eyebrow, title and intro shared by the landing page sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  light = false,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  light?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className={`text-sm font-semibold uppercase tracking-wider ${light ? 'text-accent-300' : 'text-brand-600'}`}>{eyebrow}</p>}
      <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${light ? 'text-white' : 'text-ink'}`}>
        {title}
      </h2>
      {children && <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-brand-100' : 'text-stone-600'}`}>{children}</p>}
    </div>
  );
}
