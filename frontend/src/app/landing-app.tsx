import { AppProviders } from './app-providers';
import { LandingPage } from '../features/public/landing-page';
import { LandingTranslationProvider, type LandingTranslation } from '../features/public/landing-translation';

/**
 * The standalone landing page (landing-main.tsx), also prerendered into landing.html at build
 * time (build/prerender.ts), and into a page per other language with its translation.
 */
export function LandingApp({ translation }: { translation?: LandingTranslation }) {
  return (
    <LandingTranslationProvider translation={translation}>
      <AppProviders>
        <LandingPage />
      </AppProviders>
    </LandingTranslationProvider>
  );
}
