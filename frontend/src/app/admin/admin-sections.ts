import type { AdminAccessDtoPermissionsItem } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import { paths } from '../../lib/paths';

/** A dashboard section shown from the URL hash, or a menu entry that opens its own page. */
export interface AdminMenuItem {
  id: string;
  /** Its name in the menu. */
  label: MessageId;
  /** Opens this page instead of a dashboard section. */
  href?: string;
  /** The admin permission the section needs (the server's table, GET /api/admin/me/access); the menu hides it from other roles. */
  permission: AdminAccessDtoPermissionsItem;
}

export const DEFAULT_SECTION = 'dinner-match-review';

/** A group of the menu, under its title. */
export interface AdminMenuGroup {
  title: MessageId;
  items: readonly AdminMenuItem[];
}

/** The menu groups of the admin dashboard (admin-side spec, section 2). */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    title: 'admin.menu.operations',
    items: [
      { id: 'dinner-events', label: 'admin.section.dinnerEvents', permission: 'dinners:read' },
      { id: 'dinner-match-review', label: 'admin.section.dinnerMatchReview', permission: 'dinners:read' },
      { id: 'matched-dinners', label: 'admin.section.matchedDinners', permission: 'dinners:read' },
    ],
  },
  {
    title: 'admin.menu.management',
    items: [
      { id: 'user-management', label: 'admin.section.userManagement', permission: 'people:read' },
      { id: 'customer-support', label: 'admin.section.customerSupport', permission: 'people:read' },
      { id: 'safety', label: 'admin.section.safety', permission: 'support:accounts' },
      { id: 'restaurant-management', label: 'admin.section.restaurantManagement', permission: 'restaurants:read' },
      { id: 'matching-management', label: 'admin.section.matchingManagement', permission: 'matching:configure' },
      { id: 'jobs', label: 'admin.section.jobs', permission: 'configuration' },
      { id: 'integrations', label: 'admin.section.integrations', permission: 'configuration' },
      { id: 'cities', label: 'admin.section.cities', permission: 'configuration' },
      { id: 'admins', label: 'admin.section.admins', permission: 'admins:manage' },
    ],
  },
  {
    title: 'admin.menu.analytics',
    items: [
      { id: 'historical-dinners', label: 'admin.section.historicalDinners', href: paths.adminHistory, permission: 'analytics:read' },
      { id: 'analytics', label: 'admin.section.analytics', href: paths.adminAnalytics, permission: 'analytics:read' },
    ],
  },
];

/** Every admin's own account: role, two-factor sign-in, sessions. */
export const ACCOUNT_SECTION: AdminMenuItem = { id: 'my-account', label: 'admin.section.myAccount', permission: 'account:sessions' };

/** The menu as this admin's role shows it: sections it cannot use are left out, and empty groups with them. */
export function menuFor(permissions: readonly string[]): AdminMenuGroup[] {
  const account: AdminMenuGroup = { title: 'admin.menu.account', items: [ACCOUNT_SECTION] };
  return [...ADMIN_MENU, account]
    .map((group) => ({ ...group, items: group.items.filter((item) => permissions.includes(item.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** Reachable only by its hash: the older user list. */
export const HIDDEN_SECTIONS: readonly AdminMenuItem[] = [{ id: 'user-management-old', label: 'admin.section.userManagementOld', permission: 'people:read' }];

export const sectionFromHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')) || DEFAULT_SECTION;

const menuItem = (id: string) => [...ADMIN_MENU.flatMap((group) => group.items), ACCOUNT_SECTION, ...HIDDEN_SECTIONS].find((item) => item.id === id);

export const findSection = (id: string) => {
  const item = menuItem(id);
  return item && !item.href ? item : undefined;
};

/** The page of a menu entry outside the dashboard (`#analytics` opens /admin/analytics), else undefined. */
export const pageOfSection = (id: string) => menuItem(id)?.href;

/** The menu's name of a section, pages outside the dashboard included (undefined when unknown). */
export const sectionLabel = (id: string): MessageId | undefined => menuItem(id)?.label;
