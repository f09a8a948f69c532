import { AppShowcaseSection } from './app-showcase-section';
import { ClosingCtaSection } from './closing-cta-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { FounderNoteSection } from './founder-note-section';
import { HowItWorksSection } from './how-it-works-section';
import { PriorityBar } from './priority-bar';
import { SiteFooter } from './site-footer';
import { TestimonialsSection } from './testimonials-section';
import { WaitlistSection } from './waitlist-section';
import { LandingIntl } from './landing-intl';

/** The landing's sections below the hero, in a chunk of its own that loads right after the first paint. */
export function LandingSections() {
  return (
    <>
      <WaitlistSection />
      <HowItWorksSection />
      <FeaturesSection />
      <TestimonialsSection />
      <AppShowcaseSection />
      <FaqSection />
      <FounderNoteSection />
      <LandingIntl>
        <ContactSection />
      </LandingIntl>
      <ClosingCtaSection />
    </>
  );
}

/** The footer, outside <main>, from the same chunk. */
export const LandingFooter = SiteFooter;

/** The sticky call to action, from the same chunk: it shows only once the visitor has scrolled. */
export const LandingPriorityBar = PriorityBar;
