import { StrictMode } from 'react';
import { App } from './app/app';
import { isPrerendered, mountRoot } from './lib/mount-root';
import './index.css';

// Only visitors without a session get a prerendered page of the app (/login, /join).
mountRoot(
  <StrictMode>
    <App noSession={isPrerendered()} />
  </StrictMode>,
);
