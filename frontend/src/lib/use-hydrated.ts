import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerender and while a prerendered page hydrates, true once React runs the page.
 * A prerendered form shows before its script can handle it: what is typed or clicked then would
 * be lost (a click would even submit the form natively), so such forms stay disabled until then.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
