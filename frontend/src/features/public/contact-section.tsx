import { SITE_INFO } from '../../lib/site-info';
import { ContactForm } from '../../components/contact/contact-form';
import { Icon } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-gradient-to-b from-cream to-brand-50 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="contact-title" eyebrow="Contact" title="Get in Touch">
          Questions, partnership ideas or press? We&apos;d love to hear from you.
        </SectionHeading>
        <div className="mt-14 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <div className="space-y-4">
            <div className="flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name="mail" />
              </span>
              <div>
                <h3 className="font-sans font-semibold text-ink">Email</h3>
                <a href={`mailto:${SITE_INFO.supportEmail}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {SITE_INFO.supportEmail}
                </a>
                <p className="mt-1 text-sm text-stone-600">{SITE_INFO.replyTime}</p>
              </div>
            </div>
            <div className="flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name="pin" />
              </span>
              <div>
                <h3 className="font-sans font-semibold text-ink">Location</h3>
                <p className="text-stone-700">{SITE_INFO.location}</p>
                <p className="mt-1 text-sm text-stone-600">{SITE_INFO.supportHours}</p>
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
