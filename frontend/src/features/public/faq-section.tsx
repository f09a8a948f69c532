import { SiteLink } from '../../lib/site-navigation';
import { launchMonthIn } from '../../lib/launch';
import { paths } from '../../lib/paths';
import { Accordion } from '../../components/ui/accordion';
import { buttonClasses } from '../../components/ui/button';
import { faqItems } from './faq';
import { useLandingSectionWords } from './landing-section-words';
import { fill, useLandingLocale } from './landing-words';
import { scrollToSection } from './scroll-to-section';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  const words = useLandingSectionWords();
  const month = launchMonthIn(useLandingLocale());
  const items = faqItems().map((item, index) => ({ id: `faq-${index}`, title: words[item.question], content: fill(words[item.answer], { month }) }));
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-4xl">
        <SectionHeading id="faq-title" eyebrow={words['landing.faq.eyebrow']} title={words['landing.faq.title']} />
        <Accordion className="mt-12" items={items} />
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div className="rounded-3xl bg-white p-7 ring-1 ring-stone-200">
            <h3 className="text-xl font-bold text-ink">{words['landing.faq.more.title']}</h3>
            <p className="mt-2 text-stone-600">{words['landing.faq.more.text']}</p>
            <button type="button" onClick={() => scrollToSection('contact')} className={buttonClasses('secondary', 'mt-5')}>
              {words['landing.faq.more.contact']}
            </button>
          </div>
          <div className="rounded-3xl bg-brand-700 p-7 text-white">
            <h3 className="text-xl font-bold">{words['landing.faq.ready.title']}</h3>
            <p className="mt-2 text-brand-100">{words['landing.faq.ready.text']}</p>
            <SiteLink to={paths.join} className={buttonClasses('primary', 'mt-5 bg-white !text-brand-800 hover:bg-brand-50')}>
              {words['landing.faq.ready.start']}
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
