import { LogoMark } from './logo-mark';
import { ReactNode } from 'react';

interface CenteredCardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wide cards hold multi-column forms such as the signup wizard. */
  wide?: boolean;
  footer?: ReactNode;
}

/** The page frame of account screens: the wordmark, then one card centred on a warm background. */
export function CenteredCard({ title, subtitle, children, wide = false, footer }: CenteredCardProps) {
  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        <Wordmark />
        <div className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
          {title && <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h1>}
          {subtitle && <p className="mt-2 text-sm text-stone-600">{subtitle}</p>}
          <div className={title || subtitle ? 'mt-6' : ''}>{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </main>
  );
}

/** Links home with a plain anchor: partner onboarding runs outside the route table, where a router link could not leave the page. */
export function Wordmark() {
  return (
    <a href="/" className="mx-auto flex w-fit items-center gap-2 font-display text-2xl font-bold text-brand-800">
      <LogoMark className="h-8 w-10" />
      Tablemates
    </a>
  );
}
