import { AppShowcaseSection } from './app-showcase-section';
import { ClosingCtaSection } from './closing-cta-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { FounderNoteSection } from './founder-note-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PriorityBar } from './priority-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';
import { WaitlistSection } from './waitlist-section';
import { useDocumentTitle } from '../../lib/document-title';

/** The public landing and waitlist page, served at / and /home. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <WaitlistSection />
        <HowItWorksSection />
        <FeaturesSection />
        <TestimonialsSection />
        <AppShowcaseSection />
        <FaqSection />
        <FounderNoteSection />
        <ContactSection />
        <ClosingCtaSection />
      </main>
      <SiteFooter />
      <PriorityBar />
    </>
  );
}
