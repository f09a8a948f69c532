import { AppProviders } from './app-providers';
import { LandingPage } from '../features/public/landing-page';

/** The standalone landing page (landing-main.tsx), also prerendered into landing.html at build time (build/prerender.ts). */
export function LandingApp() {
  return (
    <AppProviders>
      <LandingPage />
    </AppProviders>
  );
}
