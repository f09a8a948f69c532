import { StrictMode } from 'react';
import { LandingApp } from './app/landing-app';
import { mountRoot } from './lib/mount-root';
import './index.css';

/**
 * The landing page (/ and /waitlist) on its own, without the app's route table and
 * screens: a visitor downloads only what the landing needs. Its links lead to pages of the
 * app (main.tsx), which the server answers with index.html; no router runs here (see
 * lib/site-navigation.tsx). The build prerenders it into landing.html, so it paints before
 * any script runs; this script makes it interactive.
 */
mountRoot(
  <StrictMode>
    <LandingApp />
  </StrictMode>,
);
