import { ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SiteNavigation, SiteNavigationContext } from './site-navigation';

/** Site navigation through the app's router; wraps every route (see router.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<SiteNavigation>(() => ({ Link, navigate: (to) => navigate(to) }), [navigate]);
  return <SiteNavigationContext.Provider value={navigation}>{children}</SiteNavigationContext.Provider>;
}
