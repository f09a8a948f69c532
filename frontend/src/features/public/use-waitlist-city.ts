import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The coming-soon city whose waitlist the visitor came for (`/?city=London#waitlist`, from the
 * sign-up's location step); none: the launch city's. Read once hydrated, as the prerendered page has no query.
 */
export function useWaitlistCity(): string | undefined {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return (hydrated && params.get('city')?.trim()) || undefined;
}
