/**
 * Who may do what in the admin console: four roles, each a set of permissions, declared by
 * every admin route (`@AdminPermission`) and checked by one guard. A city manager's
 * permissions reach only the dinners, restaurants and bookings of their cities.
 */
export const ADMIN_ROLES = ['owner', 'city_manager', 'support_agent', 'analyst'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  /** Every admin: their own second factor, even before it is set up. */
  'account:two-factor',
  /** Every admin: their own sessions. */
  'account:sessions',
  /** Every admin: the cities' names, closed ones too, for the console's City filters (a city manager's own only). */
  'cities:read',
  /** Roles, cities, second-factor resets, other admins' sessions, deleting users. */
  'admins:manage',
  /** Looking people up: the user list and the customer lookup (personal data). */
  'people:read',
  'dinners:read',
  'dinners:write',
  'matching:write',
  /** The matching parameters (configuration). */
  'matching:configure',
  'restaurants:read',
  'restaurants:write',
  /** Bookings: the list, their move targets. */
  'support:read',
  /** Cancelling or moving a booking. */
  'support:write',
  /** Account-wide support actions: reinstate, resend an invitation or a mail, refund. */
  'support:accounts',
  /** A dinner's tables with names and dietary notes, as a file. */
  'personal-data:export',
  /** API keys, webhooks, scheduled jobs. */
  'configuration',
  'purge',
  'audit:read',
  /** Analytics and dinner history, without personal data. */
  'analytics:read',
] as const;
export type AdminPermissionName = (typeof ADMIN_PERMISSIONS)[number];

const EVERY_ADMIN: AdminPermissionName[] = ['account:two-factor', 'account:sessions', 'cities:read'];

/** The permission table: owners hold every permission. */
export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, ReadonlySet<AdminPermissionName>>> = {
  owner: new Set(ADMIN_PERMISSIONS),
  city_manager: new Set([
    ...EVERY_ADMIN,
    'dinners:read',
    'dinners:write',
    'matching:write',
    'restaurants:read',
    'restaurants:write',
    'support:read',
    'support:write',
    'personal-data:export',
  ]),
  support_agent: new Set([...EVERY_ADMIN, 'people:read', 'dinners:read', 'support:read', 'support:write', 'support:accounts']),
  analyst: new Set([...EVERY_ADMIN, 'analytics:read']),
};

/** The admin facts a request carries beside the caller's identity. */
export interface AdminAccess {
  role: AdminRole;
  /** City names a city manager acts for (the dinner events' `city`); empty for other roles. */
  cities: readonly string[];
  /** Whether a confirmed second factor protects the account. */
  secondFactor: boolean;
}

export function adminMay(role: AdminRole, permission: AdminPermissionName): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** Only city managers are limited to cities; every other role sees every city. */
export function limitedToCities(access: Pick<AdminAccess, 'role'>): boolean {
  return access.role === 'city_manager';
}

/** Whether the admin may act on something of this city (always true for roles without cities). */
export function reachesCity(access: Pick<AdminAccess, 'role' | 'cities'>, city: string): boolean {
  if (!limitedToCities(access)) return true;
  const wanted = city.trim().toLowerCase();
  return access.cities.some((own) => own.trim().toLowerCase() === wanted);
}

/** The permissions of a role, in the table's order (for the console). */
export function permissionsOf(role: AdminRole): AdminPermissionName[] {
  return ADMIN_PERMISSIONS.filter((permission) => adminMay(role, permission));
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}
