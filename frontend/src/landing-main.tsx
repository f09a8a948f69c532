import { StrictMode } from 'react';
import { LandingApp } from './app/landing-app';
import { LANDING_TRANSLATIONS, type LandingTranslation } from './features/public/landing-translation';
import { mountRoot } from './lib/mount-root';
import './index.css';

const mount = (translation?: LandingTranslation) =>
  mountRoot(
    <StrictMode>
      <LandingApp translation={translation} />
    </StrictMode>,
  );

/**
 * The landing page (/ and /waitlist) on its own, without the app's route table and
 * screens: a visitor downloads only what the landing needs. Its links lead to pages of the
 * app (main.tsx), which the server answers with index.html; no router runs here (see
 * lib/site-navigation.tsx). The build prerenders it into landing.html, and into a page per
 * other language (landing.fr.html) that the server sends to browsers asking for it, so it
 * paints before any script runs; this script makes it interactive, in the page's language
 * (whose words it downloads first, so that what it renders matches the page). Should they
 * fail to come, the page is made interactive in English rather than left inert.
 */
const language = document.documentElement.lang;
const translation = Object.hasOwn(LANDING_TRANSLATIONS, language) ? LANDING_TRANSLATIONS[language as keyof typeof LANDING_TRANSLATIONS] : undefined;
if (translation) translation().then(mount, () => mount());
else mount();
