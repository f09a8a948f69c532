import { DomainError } from '../../../kernel/domain-error';

export class UserNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'IDENTITY.USER_NOT_FOUND', 'User not found');
  }
}

export class CannotDeleteSelfError extends DomainError {
  constructor() {
    super('conflict', 'IDENTITY.CANNOT_DELETE_SELF', 'You cannot delete your own admin account.');
  }
}

export class CannotDeleteLastAdminError extends DomainError {
  constructor() {
    super('conflict', 'IDENTITY.CANNOT_DELETE_LAST_ADMIN', 'The last admin cannot be deleted.');
  }
}

export class PurgeNotAllowedError extends DomainError {
  constructor() {
    super('forbidden', 'IDENTITY.PURGE_NOT_ALLOWED', 'Purging data is disabled in production unless ALLOW_PURGE=true.');
  }
}

export class WrongPasswordError extends DomainError {
  constructor() {
    super('invalid', 'IDENTITY.WRONG_PASSWORD', 'The password is incorrect.', { fields: { password: ['The password is incorrect.'] } });
  }
}

/** Who may delete whom: never oneself from the console, never the last admin. */
export function assertAdminMayDelete(actorId: string, target: { id: string; isAdmin: boolean }, adminCount: number): void {
  if (actorId === target.id) throw new CannotDeleteSelfError();
  if (target.isAdmin && adminCount <= 1) throw new CannotDeleteLastAdminError();
}
