import { DomainError } from '../../../kernel/domain-error';

/** Every refusal of the safety module, with stable codes. */
export const SafetyErrors = {
  notOpen: () => new DomainError('conflict', 'SAFETY.NOT_OPEN', 'You can report a couple of your table once the dinner has started.'),
  notATablemate: () => new DomainError('invalid', 'SAFETY.NOT_A_TABLEMATE', 'You can only report a couple who sat at your table at this dinner.'),
  alreadyReported: () =>
    new DomainError('conflict', 'SAFETY.ALREADY_REPORTED', 'You have already reported this couple for this dinner. Our team has your report.'),
  reportNotFound: () => new DomainError('not_found', 'SAFETY.REPORT_NOT_FOUND', 'Report not found'),
  untilRequired: () => new DomainError('invalid', 'SAFETY.UNTIL_REQUIRED', 'Please give the date the suspension ends.', { fields: ['suspended_until'] }),
  untilInPast: () => new DomainError('invalid', 'SAFETY.UNTIL_IN_PAST', 'The suspension must end after today.', { fields: ['suspended_until'] }),
  notSuspended: () => new DomainError('conflict', 'SAFETY.NOT_SUSPENDED', 'Your couple is not suspended: there is nothing to answer.'),
  alreadyAppealed: () => new DomainError('conflict', 'SAFETY.ALREADY_APPEALED', 'You have already answered this suspension. Our team will read it.'),
  noCouple: () => new DomainError('forbidden', 'SAFETY.NO_COUPLE', 'Your account is not part of a couple yet.'),
  coupleNotFound: () => new DomainError('not_found', 'SAFETY.COUPLE_NOT_FOUND', 'Couple not found'),
};
