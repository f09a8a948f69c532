import { AdminAccess, isAdminRole } from './admin-access';
import { User, UserRole } from './user';

/**
 * Who makes an authenticated request, as use cases of every module see it. Built from the
 * signed-in user afresh on each request; it never carries the password hash.
 */
export interface Caller {
  id: string;
  coupleId: string | null;
  email: string;
  roles: readonly UserRole[];
  emailVerified: boolean;
  /** An admin's role, cities and second factor; null for members. */
  admin: AdminAccess | null;
}

/** The admin columns of a user, as read with the session. */
export interface AdminFacts {
  adminRole: string | null;
  adminCities: string[] | null;
  secondFactor: boolean;
}

/** What a caller is built from: the few columns of the user that the guards need. */
export type CallerFacts = Pick<User, 'id' | 'coupleId' | 'email' | 'role' | 'isAdmin' | 'emailVerified'> & Partial<AdminFacts>;

export function callerOf(user: CallerFacts): Caller {
  const roles: UserRole[] = user.isAdmin && user.role !== 'admin' ? [user.role, 'admin'] : [user.role];
  // An admin row without a role is treated as the least powerful role, never as an owner.
  const admin: AdminAccess | null = user.isAdmin
    ? {
        role: isAdminRole(user.adminRole) ? user.adminRole : 'analyst',
        cities: user.adminCities ?? [],
        secondFactor: user.secondFactor ?? false,
      }
    : null;
  return { id: user.id, coupleId: user.coupleId, email: user.email, roles, emailVerified: user.emailVerified, admin };
}

export function isAdmin(caller: Caller): boolean {
  return caller.roles.includes('admin');
}
