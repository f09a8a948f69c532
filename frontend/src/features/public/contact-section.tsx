import { SITE_INFO } from '../../lib/site-info';
import { ContactForm } from '../../components/contact/contact-form';
import { Icon } from '../../components/ui/icons';
import { useLandingSectionWords } from './landing-section-words';
import { SectionHeading } from './section-heading';

export function ContactSection() {
  const words = useLandingSectionWords();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-gradient-to-b from-cream to-brand-50 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="contact-title" eyebrow={words['landing.contact.eyebrow']} title={words['landing.contact.title']}>
          {words['landing.contact.intro']}
        </SectionHeading>
        <div className="mt-14 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <div className="space-y-4">
            <div className="flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name="mail" />
              </span>
              <div>
                <h3 className="font-sans font-semibold text-ink">{words['landing.contact.email']}</h3>
                <a href={`mailto:${SITE_INFO.supportEmail}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {SITE_INFO.supportEmail}
                </a>
                <p className="mt-1 text-sm text-stone-600">{words['landing.contact.replyTime']}</p>
              </div>
            </div>
            <div className="flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name="pin" />
              </span>
              <div>
                <h3 className="font-sans font-semibold text-ink">{words['landing.contact.location']}</h3>
                <p className="text-stone-700">{words['landing.site.location']}</p>
                <p className="mt-1 text-sm text-stone-600">{words['landing.contact.hours']}</p>
              </div>
            </div>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <ContactForm variant="landing" />
          </div>
        </div>
      </div>
    </section>
  );
}
