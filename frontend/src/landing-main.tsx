import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { LandingPage } from './features/public/landing-page';
// Inter, self-hosted, as in main.tsx: font-display: swap, so the text never waits for it.
import '@fontsource-variable/inter';
import './index.css';

/**
 * The landing page (/ and /waitlist) on its own, without the app's route table and
 * screens: a visitor downloads only what the landing needs. Its links lead to pages of the
 * app (main.tsx), which the server answers with index.html; no router runs here (see
 * lib/site-navigation.tsx).
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <LandingPage />
    </AppProviders>
  </StrictMode>,
);
