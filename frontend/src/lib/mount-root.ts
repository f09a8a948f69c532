import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The page's root element; it holds markup when the build prerendered the page (build/prerender.ts). */
export const rootElement = () => document.getElementById('root')!;

export const isPrerendered = () => rootElement().hasChildNodes();

/** Hydrates a prerendered page, renders any other (the app's other paths, the dev server). */
export function mountRoot(app: ReactNode): void {
  if (isPrerendered()) hydrateRoot(rootElement(), app);
  else createRoot(rootElement()).render(app);
}
