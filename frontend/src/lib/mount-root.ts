import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** The page's root element (build/prerender.ts): a prerendered page's markup, or a loading state the first render replaces. */
export const rootElement = () => document.getElementById('root')!;

export const isPrerendered = () => rootElement().hasAttribute('data-prerendered');

/**
 * Hydrates a prerendered page, renders any other (the app's other paths, the dev server),
 * and returns the root. In a transition: React then renders in slices and lets the browser
 * in between, so the first render is no single long task (Lighthouse's total blocking time
 * on a cold visit).
 */
export function mountRoot(app: ReactNode): Root {
  let root!: Root;
  startTransition(() => {
    if (isPrerendered()) root = hydrateRoot(rootElement(), app);
    else {
      root = createRoot(rootElement());
      root.render(app);
    }
  });
  return root;
}
