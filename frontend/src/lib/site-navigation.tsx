import { AnchorHTMLAttributes, createContext, useContext } from 'react';
import { paths } from './paths';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** How a component moves to another page of the site, without knowing whether a router runs it. */
export interface SiteNavigation {
  Link: (props: SiteLinkProps) => React.ReactNode;
  navigate: (to: string) => void | Promise<void>;
}

/** The landing's own paths: the standalone landing page renders them all. */
const LANDING_PATHS = new Set<string>([paths.waitlist, paths.home]);

/**
 * Without a router (the standalone landing page, landing-main.tsx): plain links, which the
 * server answers with the app; a move between the landing's own paths stays on the page.
 */
const plainNavigation: SiteNavigation = {
  Link: ({ to, ...props }) => <a href={to} {...props} />,
  navigate: (to) => {
    if (LANDING_PATHS.has(to) && LANDING_PATHS.has(window.location.pathname)) window.history.pushState(null, '', to);
    else window.location.assign(to);
  },
};

export const SiteNavigationContext = createContext<SiteNavigation>(plainNavigation);

export const useSiteNavigation = () => useContext(SiteNavigationContext);

/** A link to a page of the site: client-side inside the app's router, a plain link on the standalone landing page. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}
