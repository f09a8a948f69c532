import { lazy, Suspense } from 'react';
import { HeroSection } from './hero-section';
import { SiteHeader } from './site-header';
import { useTitle } from '../../lib/document-title';
import { useLandingWords } from './landing-words';

// Below the hero, and the sticky bar that shows only after scrolling: not needed for the first
// paint, so not in the landing's initial JavaScript.
const belowFold = () => import('./landing-below-fold');
const LandingSections = lazy(() => belowFold().then((module) => ({ default: module.LandingSections })));
const LandingFooter = lazy(() => belowFold().then((module) => ({ default: module.LandingFooter })));
const LandingPriorityBar = lazy(() => belowFold().then((module) => ({ default: module.LandingPriorityBar })));

/** The public landing and waitlist page, served at / and /home. */
export function LandingPage() {
  const words = useLandingWords();
  // The page's own title, as its HTML names it (build/prerender.ts), when the app navigates back to it.
  useTitle(words['landing.meta.title']);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
      >
        {words['landing.skipToContent']}
      </a>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
      <Suspense fallback={null}>
        <LandingPriorityBar />
      </Suspense>
    </>
  );
}
