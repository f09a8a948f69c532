import { StrictMode } from 'react';
import { App } from './app/app';
import { isPrerendered, mountRoot } from './lib/mount-root';
// Inter, self-hosted: split by unicode range so a page downloads only the subsets it uses; font-display: swap.
import '@fontsource-variable/inter';
import './index.css';

// Only visitors without a session get a prerendered page of the app (/login, /join).
mountRoot(
  <StrictMode>
    <App noSession={isPrerendered()} />
  </StrictMode>,
);
