import { paths } from '../../lib/paths';

/** A dashboard section shown from the URL hash, or a menu entry that opens its own page. */
export interface AdminMenuItem {
  id: string;
  label: string;
  /** Opens this page instead of a dashboard section. */
  href?: string;
}

export const DEFAULT_SECTION = 'dinner-match-review';

/** The menu groups of the admin dashboard (admin-side spec, section 2). */
export const ADMIN_MENU: readonly { title: string; items: readonly AdminMenuItem[] }[] = [
  {
    title: 'Operations',
    items: [
      { id: 'dinner-events', label: 'Dinner Events' },
      { id: 'dinner-match-review', label: 'Group & Restaurant Management' },
      { id: 'matched-dinners', label: 'Matched Dinners' },
    ],
  },
  {
    title: 'Management',
    items: [
      { id: 'user-management', label: 'User Management' },
      { id: 'customer-support', label: 'Customer Support' },
      { id: 'restaurant-management', label: 'Restaurant Management' },
      { id: 'matching-management', label: 'Matching Management' },
      { id: 'jobs', label: 'Scheduled Jobs' },
    ],
  },
  {
    title: 'Analytics & History',
    items: [
      { id: 'historical-dinners', label: 'Historical Dinners', href: paths.adminHistory },
      { id: 'analytics', label: 'Analytics', href: paths.adminAnalytics },
    ],
  },
];

/** Reachable only by its hash: the older user list. */
export const HIDDEN_SECTIONS: readonly AdminMenuItem[] = [{ id: 'user-management-old', label: 'User Management (older list)' }];

export const sectionFromHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')) || DEFAULT_SECTION;

const menuItem = (id: string) => [...ADMIN_MENU.flatMap((group) => group.items), ...HIDDEN_SECTIONS].find((item) => item.id === id);

export const findSection = (id: string) => {
  const item = menuItem(id);
  return item && !item.href ? item : undefined;
};

/** The page of a menu entry outside the dashboard (`#analytics` opens /admin/analytics), else undefined. */
export const pageOfSection = (id: string) => menuItem(id)?.href;

/** The menu's name of a section, pages outside the dashboard included ('Admin' when unknown). */
export const sectionLabel = (id: string) => menuItem(id)?.label ?? 'Admin';
