import { DomainError } from '../../../kernel/domain-error';

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Verify your email address first: we sent you a link.';

/** Every refusal of the consent module, with stable codes the client can branch on. */
export const ConsentErrors = {
  /** An unsubscribe link that matches nothing: already used, or never valid. */
  unsubscribeLinkInvalid: () =>
    new DomainError('not_found', 'CONSENT.UNSUBSCRIBE_LINK_INVALID', 'This link is invalid or has already been used. Your email is no longer on our list.'),
  /** Joining a list needs the visitor's explicit agreement. */
  consentRequired: (list: 'waitlist' | 'newsletter') =>
    new DomainError(
      'invalid',
      'CONSENT.REQUIRED',
      list === 'waitlist'
        ? 'Please agree to receive launch updates via email to join the waitlist.'
        : 'Please agree to receive the newsletter by email to subscribe.',
    ),
  /** A confirmation link that matches nothing: mistyped, replaced by a newer one, or forgotten after it expired. */
  confirmationLinkInvalid: () =>
    new DomainError(
      'not_found',
      'CONSENT.CONFIRMATION_LINK_INVALID',
      'This confirmation link is not valid. If you signed up more than once, use the link in the latest email we sent you.',
    ),
  confirmationLinkExpired: () =>
    new DomainError('gone', 'CONSENT.CONFIRMATION_LINK_EXPIRED', 'This confirmation link has expired. Please sign up again on our homepage.'),
  /** A member's settings switch speaks for the sign-in address only once a mailed link proved it theirs. */
  emailNotVerified: () => new DomainError('forbidden', 'CONSENT.EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE),
  /** A waitlist for a city that is not open or coming soon. */
  unknownWaitlistCity: (city: string, offered: readonly string[]) => {
    const message = `${city} has no waitlist. Choose one of: ${offered.join(', ')}.`;
    return new DomainError('invalid', 'CONSENT.UNKNOWN_CITY', message, { fields: { city: [message] } });
  },
  confirmationLinkUsed: () => new DomainError('conflict', 'CONSENT.CONFIRMATION_LINK_USED', 'This confirmation link has already been used.'),
};
