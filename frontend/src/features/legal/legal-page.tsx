import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Accordion } from '../../components/ui/accordion';
import { SITE_INFO } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/document-title';
import { LogoMark } from '../../components/ui/logo-mark';
import { copyrightLine } from '../../lib/copyright';
import { DashboardLink } from '../../components/layout/dashboard-link';

export interface LegalCard {
  title: string;
  text: string;
}

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  cards: LegalCard[];
  sections: LegalSection[];
}

/** The frame of the privacy policy and the terms: summary cards, single-open accordion, contact and footer links. */
export function LegalPage({ title, lastUpdated, intro, cards, sections }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Link to={paths.waitlist} className="flex items-center gap-2 font-display text-xl font-bold text-brand-800">
            <LogoMark />
            Tablemates
          </Link>
          <div className="flex items-center gap-4">
            <DashboardLink />
            <Link to={paths.waitlist} className="text-sm font-medium text-brand-700 hover:underline">
              ← Back to home
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-stone-600">Last updated: {lastUpdated}</p>
        <div className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</div>
        <ul className={`mt-10 grid gap-4 sm:grid-cols-2 ${cards.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
          {cards.map((card) => (
            <li key={card.title} className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
              <h2 className="font-sans text-base font-semibold text-brand-800">{card.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{card.text}</p>
            </li>
          ))}
        </ul>
        <Accordion
          className="mt-10"
          headingLevel={2}
          items={sections.map((section, index) => ({ id: `section-${index + 1}`, title: `${index + 1}. ${section.title}`, content: section.body }))}
        />
        <section aria-labelledby="legal-contact" className="mt-10 rounded-3xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 id="legal-contact" className="text-xl font-bold">
            Questions?
          </h2>
          <p className="mt-2 text-brand-100">
            Write to us at{' '}
            <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold text-white underline underline-offset-2">
              {SITE_INFO.supportEmail}
            </a>
            . {SITE_INFO.replyTime}, {SITE_INFO.supportHours}.
          </p>
        </section>
      </main>
      <footer className="border-t border-brand-100 bg-white">
        <nav aria-label="Legal" className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6">
          <p className="text-stone-600">{copyrightLine()}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacyPolicy} className="text-stone-700 hover:text-brand-700">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfService} className="text-stone-700 hover:text-brand-700">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.waitlist} className="text-stone-700 hover:text-brand-700">
                Back to Home
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
