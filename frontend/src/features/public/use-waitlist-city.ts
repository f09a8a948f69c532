import { useHydrated } from '../../lib/use-hydrated';

/**
 * The coming-soon city whose waitlist the visitor came for (`/?city=London#waitlist`, from the
 * sign-up's location step); none: the launch city's. Read from the address once hydrated: the
 * prerendered landing has neither a query nor a router.
 */
export function useWaitlistCity(): string | undefined {
  const hydrated = useHydrated();
  return (hydrated && new URLSearchParams(window.location.search).get('city')?.trim()) || undefined;
}
