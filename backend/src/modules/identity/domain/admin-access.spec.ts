import { ADMIN_PERMISSIONS, ADMIN_ROLES, adminMay, AdminPermissionName, AdminRole, permissionsOf, reachesCity } from './admin-access';

/** The table as the docs state it (docs/admin-console.md, "Who may do what"): any change to the roles shows here. */
const EXPECTED: Record<AdminRole, AdminPermissionName[]> = {
  owner: [...ADMIN_PERMISSIONS],
  city_manager: [
    'account:two-factor',
    'account:sessions',
    'cities:read',
    'dinners:read',
    'dinners:write',
    'matching:write',
    'restaurants:read',
    'restaurants:write',
    'support:read',
    'support:write',
    'personal-data:export',
  ],
  support_agent: ['account:two-factor', 'account:sessions', 'cities:read', 'people:read', 'dinners:read', 'support:read', 'support:write', 'support:accounts'],
  analyst: ['account:two-factor', 'account:sessions', 'cities:read', 'analytics:read'],
};

describe('admin permission table', () => {
  it.each(ADMIN_ROLES)('%s holds exactly its permissions', (role) => {
    expect(permissionsOf(role)).toEqual(EXPECTED[role]);
  });

  it('keeps configuration, purge, audit and admin management to owners', () => {
    for (const permission of ['configuration', 'purge', 'audit:read', 'admins:manage', 'matching:configure'] as const) {
      expect(ADMIN_ROLES.filter((role) => adminMay(role, permission))).toEqual(['owner']);
    }
  });

  it('gives support agents and analysts no export of personal data', () => {
    expect(adminMay('support_agent', 'personal-data:export')).toBe(false);
    expect(adminMay('analyst', 'personal-data:export')).toBe(false);
    expect(adminMay('analyst', 'people:read')).toBe(false);
  });

  it('lets every admin reach their own second factor and sessions', () => {
    for (const role of ADMIN_ROLES) {
      expect(adminMay(role, 'account:two-factor')).toBe(true);
      expect(adminMay(role, 'account:sessions')).toBe(true);
    }
  });

  it('limits city managers to their cities, whatever the case or spacing, and nobody else', () => {
    expect(reachesCity({ role: 'city_manager', cities: ['Dublin'] }, ' dublin ')).toBe(true);
    expect(reachesCity({ role: 'city_manager', cities: ['Dublin'] }, 'Paris')).toBe(false);
    expect(reachesCity({ role: 'city_manager', cities: [] }, 'Dublin')).toBe(false);
    expect(reachesCity({ role: 'support_agent', cities: [] }, 'Paris')).toBe(true);
  });
});
