import { DomainError } from '../../../kernel/domain-error';

/** Deliberately says nothing about which of the two was wrong. */
export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('unauthenticated', 'IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password');
  }
}

export class InvalidAdminCredentialsError extends DomainError {
  constructor() {
    super('unauthenticated', 'IDENTITY.INVALID_ADMIN_CREDENTIALS', 'Invalid admin credentials', { success: false });
  }
}

export class EmailAlreadyRegisteredError extends DomainError {
  constructor(field: string, message: string) {
    super('invalid', 'IDENTITY.EMAIL_REGISTERED', message, { fields: { [field]: [message] }, emailExists: true });
  }
}

export class InvalidFieldsError extends DomainError {
  constructor(fields: Record<string, string[]>) {
    super('invalid', 'IDENTITY.INVALID_FIELDS', Object.values(fields).flat().join('; '), { fields });
  }
}

export class InvalidTokenError extends DomainError {
  constructor(message: string) {
    super('invalid', 'IDENTITY.INVALID_TOKEN', message);
  }
}

export class ExpiredTokenError extends DomainError {
  constructor(message: string) {
    super('gone', 'IDENTITY.EXPIRED_TOKEN', message);
  }
}

export class EmailNotVerifiedError extends DomainError {
  constructor() {
    super('forbidden', 'IDENTITY.EMAIL_NOT_VERIFIED', 'Please verify your email address to use this feature.');
  }
}

export class NotACoupleMemberError extends DomainError {
  constructor() {
    super('forbidden', 'IDENTITY.NOT_A_COUPLE_MEMBER', 'This feature is for couple accounts only.');
  }
}

export class OnlyPrimaryCanInviteError extends DomainError {
  constructor() {
    super('forbidden', 'IDENTITY.ONLY_PRIMARY_INVITES', 'Only the member who created the couple account can invite the partner.');
  }
}

export class PartnerAlreadyJoinedError extends DomainError {
  constructor() {
    super('conflict', 'IDENTITY.PARTNER_ALREADY_JOINED', 'Your partner has already joined your couple account.');
  }
}

export class AlreadyVerifiedError extends DomainError {
  constructor() {
    super('invalid', 'IDENTITY.ALREADY_VERIFIED', 'This email address is already verified. Please log in.');
  }
}

/** Password sign-in only: an email link and a password reset keep working. */
export class TooManySignInAttemptsError extends DomainError {
  constructor() {
    super(
      'too_many_requests',
      'IDENTITY.TOO_MANY_SIGN_IN_ATTEMPTS',
      'Too many failed sign-in attempts. Please wait a few minutes, or sign in with an email link or reset your password.',
    );
  }
}
