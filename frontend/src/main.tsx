import { StrictMode } from 'react';
import { App } from './app/app';
import { loadCatalogue } from './i18n/catalogues';
import { isLanguage, type Language } from './i18n/languages';
import { isPrerendered, mountRoot } from './lib/mount-root';
import './index.css';

// Only visitors without a session get a prerendered page of the app (/login, /join).
const mount = (language?: Language) =>
  mountRoot(
    <StrictMode>
      <App noSession={isPrerendered()} language={language} />
    </StrictMode>,
  );

// A page prerendered in another language than English (the server's pick from Accept-Language)
// hydrates in it, its catalogue downloaded first; should it fail to come, the app starts in English.
const language = document.documentElement.lang;
if (isPrerendered() && isLanguage(language) && language !== 'en')
  loadCatalogue(language).then(
    () => mount(language),
    () => mount(),
  );
else mount();
