import { DomainError } from '../../../kernel/domain-error';

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
};
