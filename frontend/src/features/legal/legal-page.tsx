import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PrimitiveType } from 'react-intl';
import { paths } from '../../lib/paths';
import { Accordion } from '../../components/ui/accordion';
import { SITE_INFO } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/document-title';
import { LogoMark } from '../../components/ui/logo-mark';
import { copyrightLine } from '../../lib/copyright';
import { DashboardLink } from '../../components/layout/dashboard-link';
import type { MessageId } from '../../i18n/catalogues';
import { useRichT, useT } from '../../i18n/use-t';

export interface LegalCard {
  title: MessageId;
  text: MessageId;
}

/** A section of the text: its title and its paragraphs, each a message (`<strong>` and `<mail>` inside). */
export interface LegalSection {
  title: MessageId;
  paragraphs: MessageId[];
}

/** A legal text as messages: its title, the date of its version, the short version, the summary cards and the sections. */
export interface LegalDocument {
  title: MessageId;
  lastUpdated: MessageId;
  intro: MessageId;
  cards: LegalCard[];
  sections: LegalSection[];
}

interface LegalPageProps {
  document: LegalDocument;
  /** What the document's messages name beside the support address (the launch month, the fee's terms). */
  values?: Record<string, PrimitiveType>;
}

const mailLink = (text: ReactNode[]) => (
  <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-medium text-brand-700 underline">
    {text}
  </a>
);
const strong = (text: ReactNode[]) => <strong>{text}</strong>;

/** The frame of the privacy policy and the terms: summary cards, single-open accordion, contact and footer links, in the reader's language. */
export function LegalPage({ document: { title, lastUpdated, intro, cards, sections }, values }: LegalPageProps) {
  const t = useT();
  const rich = useRichT();
  const texts = { email: SITE_INFO.supportEmail, ...values };
  useDocumentTitle(t(title));
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Link to={paths.waitlist} className="flex items-center gap-2 font-display text-xl font-bold text-brand-800">
            <LogoMark />
            {SITE_INFO.name}
          </Link>
          <div className="flex items-center gap-4">
            <DashboardLink />
            <Link to={paths.waitlist} className="text-sm font-medium text-brand-700 hover:underline">
              {t('legal.backToHome')}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-5xl">{t(title)}</h1>
        <p className="mt-3 text-sm text-stone-600">{t('legal.lastUpdated', { date: t(lastUpdated) })}</p>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-700">{t(intro)}</p>
        <ul className={`mt-10 grid gap-4 sm:grid-cols-2 ${cards.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
          {cards.map((card) => (
            <li key={card.title} className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
              <h2 className="font-sans text-base font-semibold text-brand-800">{t(card.title)}</h2>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{t(card.text, texts)}</p>
            </li>
          ))}
        </ul>
        <Accordion
          className="mt-10"
          headingLevel={2}
          items={sections.map((section, index) => ({
            id: `section-${index + 1}`,
            title: `${index + 1}. ${t(section.title)}`,
            content: section.paragraphs.map((paragraph, at) => (
              <p key={paragraph} className={at > 0 ? 'mt-3' : undefined}>
                {rich(paragraph, { ...texts, strong, mail: mailLink })}
              </p>
            )),
          }))}
        />
        <section aria-labelledby="legal-contact" className="mt-10 rounded-3xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 id="legal-contact" className="text-xl font-bold">
            {t('legal.questions.title')}
          </h2>
          <p className="mt-2 text-brand-100">
            {rich('legal.questions.text', {
              email: SITE_INFO.supportEmail,
              replyTime: t('support.replyTime'),
              hours: t('support.hoursValue'),
              mail: (text) => (
                <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold text-white underline underline-offset-2">
                  {text}
                </a>
              ),
            })}
          </p>
        </section>
      </main>
      <footer className="border-t border-brand-100 bg-white">
        <nav aria-label={t('legal.footer.label')} className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6">
          <p className="text-stone-600">{copyrightLine()}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacyPolicy} className="text-stone-700 hover:text-brand-700">
                {t('legal.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfService} className="text-stone-700 hover:text-brand-700">
                {t('legal.footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.waitlist} className="text-stone-700 hover:text-brand-700">
                {t('legal.footer.home')}
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
