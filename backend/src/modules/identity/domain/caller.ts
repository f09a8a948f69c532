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
}

/** What a caller is built from: the few columns of the user that the guards need. */
export type CallerFacts = Pick<User, 'id' | 'coupleId' | 'email' | 'role' | 'isAdmin' | 'emailVerified'>;

export function callerOf(user: CallerFacts): Caller {
  const roles: UserRole[] = user.isAdmin && user.role !== 'admin' ? [user.role, 'admin'] : [user.role];
  return { id: user.id, coupleId: user.coupleId, email: user.email, roles, emailVerified: user.emailVerified };
}

export function isAdmin(caller: Caller): boolean {
  return caller.roles.includes('admin');
}
