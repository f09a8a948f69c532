import { ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { RoutedApp } from './app/app';
import { LandingApp } from './app/landing-app';
import { LANDING_TRANSLATIONS } from './features/public/landing-translation';
import { loadCatalogue } from './i18n/catalogues';
import type { Language } from './i18n/languages';
import { routes } from './app/router';
import { Spinner } from './components/ui/spinner';

/**
 * The complete markup of a tree, without scripts (the Content-Security-Policy allows none
 * inline): a first pass waits for its lazy parts to load, the second renders them at once.
 */
async function markup(tree: ReactNode): Promise<string> {
  const page = <StrictMode>{tree}</StrictMode>;
  await prerender(page);
  const html = renderToString(page);
  // A boundary still waiting (<!--$?-->) or left to the browser after an error (<!--$!-->) would not paint before the scripts.
  if (/<!--\$[?!]-->/.test(html)) throw new Error('prerender: a part of the page did not render on the server');
  return html;
}

/**
 * What the browser renders first on a path, as markup (build/prerender.ts puts it into the
 * page): the landing as landing-main.tsx renders it in a language, any other path as main.tsx
 * renders it for a visitor without a session.
 */
export async function renderPage(path: string, language: Language = 'en'): Promise<string> {
  if (path === '/') return markup(<LandingApp translation={await LANDING_TRANSLATIONS[language]?.()} />);
  await loadCatalogue(language);
  return markup(<RoutedApp router={createMemoryRouter(routes, { initialEntries: [path] })} noSession language={language} />);
}

/** What every other page of the app shows while its scripts load: the spinner its guards show next, with its words (a first paint with content). */
export const renderLoadingShell = () => renderToString(<Spinner showLabel />);
