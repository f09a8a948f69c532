import { SiteLink } from '../../lib/site-navigation';
import { paths } from '../../lib/paths';
import { Accordion } from '../../components/ui/accordion';
import { buttonClasses } from '../../components/ui/button';
import { faqItems } from './faq';
import { scrollToSection } from './scroll-to-section';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-4xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" />
        <Accordion className="mt-12" items={faqItems().map((item, index) => ({ id: `faq-${index}`, title: item.question, content: item.answer }))} />
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div className="rounded-3xl bg-white p-7 ring-1 ring-stone-200">
            <h3 className="text-xl font-bold text-ink">Still have questions?</h3>
            <p className="mt-2 text-stone-600">Our team is happy to help with anything about matching, dinners or your data.</p>
            <button type="button" onClick={() => scrollToSection('contact')} className={buttonClasses('secondary', 'mt-5')}>
              Contact Support
            </button>
          </div>
          <div className="rounded-3xl bg-brand-700 p-7 text-white">
            <h3 className="text-xl font-bold">Ready to try it?</h3>
            <p className="mt-2 text-brand-100">Create your couple profile in a few minutes and we&apos;ll do the rest.</p>
            <SiteLink to={paths.join} className={buttonClasses('primary', 'mt-5 bg-white !text-brand-800 hover:bg-brand-50')}>
              Get Started
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
