import { DomainError } from '../../../kernel/domain-error';

const EMAIL_REGISTERED = 'IDENTITY.EMAIL_REGISTERED';
const EMAIL_IN_USE = 'That email is already in use.';

/** Every refusal of the identity module, with stable codes the client can branch on. */
export const IdentityErrors = {
  /** Deliberately says nothing about which of the two was wrong. */
  invalidCredentials: () => new DomainError('unauthenticated', 'IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password'),
  invalidAdminCredentials: () => new DomainError('unauthenticated', 'IDENTITY.INVALID_ADMIN_CREDENTIALS', 'Invalid admin credentials', { success: false }),
  emailAlreadyRegistered: (field: string, message: string) =>
    new DomainError('invalid', EMAIL_REGISTERED, message, { fields: { [field]: [message] }, emailExists: true }),
  invalidFields: (fields: Record<string, string[]>) =>
    new DomainError('invalid', 'IDENTITY.INVALID_FIELDS', Object.values(fields).flat().join('; '), { fields }),
  invalidToken: (message: string) => new DomainError('invalid', 'IDENTITY.INVALID_TOKEN', message),
  expiredToken: (message: string) => new DomainError('gone', 'IDENTITY.EXPIRED_TOKEN', message),
  usedToken: (message: string) => new DomainError('invalid', 'IDENTITY.USED_TOKEN', message),
  supersededToken: (message: string) => new DomainError('gone', 'IDENTITY.SUPERSEDED_TOKEN', message),
  noPendingEmailChange: () => new DomainError('not_found', 'IDENTITY.NO_PENDING_EMAIL_CHANGE', 'There is no email change waiting for confirmation.'),
  emailInUse: () => new DomainError('conflict', 'IDENTITY.EMAIL_IN_USE', EMAIL_IN_USE, { fields: { new_email: [EMAIL_IN_USE] } }),
  emailNotVerified: () => new DomainError('forbidden', 'IDENTITY.EMAIL_NOT_VERIFIED', 'Please verify your email address to use this feature.'),
  notACoupleMember: () => new DomainError('forbidden', 'IDENTITY.NOT_A_COUPLE_MEMBER', 'This feature is for couple accounts only.'),
  onlyPrimaryCanInvite: () =>
    new DomainError('forbidden', 'IDENTITY.ONLY_PRIMARY_INVITES', 'Only the member who created the couple account can invite the partner.'),
  noInvitationToResend: () =>
    new DomainError(
      'conflict',
      'IDENTITY.NO_INVITATION_TO_RESEND',
      'This couple has no partner invitation to resend: the partner has no email yet, or has already joined.',
    ),
  partnerAlreadyJoined: () => new DomainError('conflict', 'IDENTITY.PARTNER_ALREADY_JOINED', 'Your partner has already joined your couple account.'),
  /** Once joined, the partner's details are the partner's own (Edit Profile on their account). */
  partnerOwnsDetails: () =>
    new DomainError('conflict', 'IDENTITY.PARTNER_OWNS_DETAILS', 'Your partner has joined: they change their own name and date of birth from their account.'),
  onlyPrimaryDescribesPartner: () =>
    new DomainError(
      'forbidden',
      'IDENTITY.ONLY_PRIMARY_DESCRIBES_PARTNER',
      'Only the member who created the couple account can change how the partner is described.',
    ),
  alreadyVerified: () => new DomainError('invalid', 'IDENTITY.ALREADY_VERIFIED', 'This email address is already verified. Please log in.'),
  adminPermissionDenied: () =>
    new DomainError('forbidden', 'IDENTITY.ADMIN_PERMISSION_DENIED', 'Your admin role does not allow this. Ask an owner if you need it.'),
  outsideAdminCities: () => new DomainError('forbidden', 'IDENTITY.OUTSIDE_ADMIN_CITIES', 'This belongs to a city you do not manage.'),
  twoFactorEnrolmentRequired: () =>
    new DomainError('forbidden', 'IDENTITY.TWO_FACTOR_ENROLMENT_REQUIRED', 'Set up two-factor sign-in before using the admin console.'),
  invalidSecondFactorCode: () => new DomainError('unauthenticated', 'IDENTITY.INVALID_TWO_FACTOR_CODE', 'That code is not valid. Please try again.'),
  secondFactorCodeUsed: () =>
    new DomainError('unauthenticated', 'IDENTITY.TWO_FACTOR_CODE_USED', 'That code was already used. Please wait for the next code in your app.'),
  noSecondFactorPending: () =>
    new DomainError('unauthenticated', 'IDENTITY.NO_TWO_FACTOR_SIGN_IN', 'Your sign-in has expired. Please enter your email and password again.'),
  tooManySecondFactorAttempts: () =>
    new DomainError('too_many_requests', 'IDENTITY.TOO_MANY_TWO_FACTOR_ATTEMPTS', 'Too many wrong codes. Please sign in again in a few minutes.'),
  twoFactorAlreadyEnrolled: () =>
    new DomainError('conflict', 'IDENTITY.TWO_FACTOR_ALREADY_ENROLLED', 'Two-factor sign-in is already set up. An owner can reset it.'),
  noTwoFactorEnrolment: () => new DomainError('conflict', 'IDENTITY.NO_TWO_FACTOR_ENROLMENT', 'Start the two-factor setup first.'),
  noSuchSession: () => new DomainError('not_found', 'IDENTITY.NO_SUCH_SESSION', 'No such session.'),
  lastOwner: () => new DomainError('conflict', 'IDENTITY.LAST_OWNER', 'The last owner cannot be given another role.'),
  cityManagerWithoutCities: () =>
    new DomainError('invalid', 'IDENTITY.CITY_MANAGER_WITHOUT_CITIES', 'A city manager needs at least one city.', {
      fields: { cities: ['A city manager needs at least one city.'] },
    }),
  notAnAdmin: () => new DomainError('not_found', 'IDENTITY.NOT_AN_ADMIN', 'No such admin.'),
  /** Password sign-in only: an email link and a password reset keep working. */
  tooManySignInAttempts: () =>
    new DomainError(
      'too_many_requests',
      'IDENTITY.TOO_MANY_SIGN_IN_ATTEMPTS',
      'Too many failed sign-in attempts. Please wait a few minutes, or sign in with an email link or reset your password.',
    ),
};

/** For callers that handle a taken email themselves (a repeated sign-up). */
export function isEmailAlreadyRegistered(error: unknown): boolean {
  return error instanceof DomainError && error.code === EMAIL_REGISTERED;
}
