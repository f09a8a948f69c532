import type { AdminAccessDtoPermissionsItem } from '../../api/generated/model';
import { paths } from '../../lib/paths';

/** A dashboard section shown from the URL hash, or a menu entry that opens its own page. */
export interface AdminMenuItem {
  id: string;
  label: string;
  /** Opens this page instead of a dashboard section. */
  href?: string;
  /** The admin permission the section needs (the server's table, GET /api/admin/me/access); the menu hides it from other roles. */
  permission: AdminAccessDtoPermissionsItem;
}

export const DEFAULT_SECTION = 'dinner-match-review';

/** The menu groups of the admin dashboard (admin-side spec, section 2). */
export const ADMIN_MENU: readonly { title: string; items: readonly AdminMenuItem[] }[] = [
  {
    title: 'Operations',
    items: [
      { id: 'dinner-events', label: 'Dinner Events', permission: 'dinners:read' },
      { id: 'dinner-match-review', label: 'Group & Restaurant Management', permission: 'dinners:read' },
      { id: 'matched-dinners', label: 'Matched Dinners', permission: 'dinners:read' },
    ],
  },
  {
    title: 'Management',
    items: [
      { id: 'user-management', label: 'User Management', permission: 'people:read' },
      { id: 'customer-support', label: 'Customer Support', permission: 'people:read' },
      { id: 'safety', label: 'Safety', permission: 'support:accounts' },
      { id: 'restaurant-management', label: 'Restaurant Management', permission: 'restaurants:read' },
      { id: 'matching-management', label: 'Matching Management', permission: 'matching:configure' },
      { id: 'jobs', label: 'Scheduled Jobs', permission: 'configuration' },
      { id: 'integrations', label: 'Integrations', permission: 'configuration' },
      { id: 'cities', label: 'Cities', permission: 'configuration' },
      { id: 'admins', label: 'Admins', permission: 'admins:manage' },
    ],
  },
  {
    title: 'Analytics & History',
    items: [
      { id: 'historical-dinners', label: 'Historical Dinners', href: paths.adminHistory, permission: 'analytics:read' },
      { id: 'analytics', label: 'Analytics', href: paths.adminAnalytics, permission: 'analytics:read' },
    ],
  },
];

/** Every admin's own account: role, two-factor sign-in, sessions. */
export const ACCOUNT_SECTION: AdminMenuItem = { id: 'my-account', label: 'My Account', permission: 'account:sessions' };

/** The menu as this admin's role shows it: sections it cannot use are left out, and empty groups with them. */
export function menuFor(permissions: readonly string[]) {
  return [...ADMIN_MENU, { title: 'Account', items: [ACCOUNT_SECTION] }]
    .map((group) => ({ ...group, items: group.items.filter((item) => permissions.includes(item.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** Reachable only by its hash: the older user list. */
export const HIDDEN_SECTIONS: readonly AdminMenuItem[] = [{ id: 'user-management-old', label: 'User Management (older list)', permission: 'people:read' }];

export const sectionFromHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')) || DEFAULT_SECTION;

const menuItem = (id: string) => [...ADMIN_MENU.flatMap((group) => group.items), ACCOUNT_SECTION, ...HIDDEN_SECTIONS].find((item) => item.id === id);

export const findSection = (id: string) => {
  const item = menuItem(id);
  return item && !item.href ? item : undefined;
};

/** The page of a menu entry outside the dashboard (`#analytics` opens /admin/analytics), else undefined. */
export const pageOfSection = (id: string) => menuItem(id)?.href;

/** The menu's name of a section, pages outside the dashboard included ('Admin' when unknown). */
export const sectionLabel = (id: string) => menuItem(id)?.label ?? 'Admin';
