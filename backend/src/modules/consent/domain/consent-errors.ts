import { DomainError } from '../../../kernel/domain-error';

/** An unsubscribe link that matches nothing: already used, or never valid. */
export class UnsubscribeLinkInvalidError extends DomainError {
  constructor() {
    super('not_found', 'CONSENT.UNSUBSCRIBE_LINK_INVALID', 'This link is invalid or has already been used. Your email is no longer on our list.');
  }
}

/** Joining a list needs the visitor's explicit agreement. */
export class ConsentRequiredError extends DomainError {
  constructor(list: 'waitlist' | 'newsletter') {
    super('invalid', 'CONSENT.REQUIRED', list === 'waitlist' ? 'Please agree to receive launch updates via email to join the waitlist.' : 'Please agree to receive the newsletter by email to subscribe.');
  }
}
