import { DomainError } from '../../../kernel/domain-error';

/** Why a booking cannot be cancelled, as the couple reads it in the 'Cancellation Failed' toast. */
const NOT_CANCELLABLE: Record<string, string> = {
  cancelled: 'This booking is already cancelled.',
  expired: 'This reservation expired unpaid: there is nothing to cancel.',
  attended: 'This dinner has already taken place.',
};

/** Every refusal of the dinners module, with stable codes the client can branch on. */
export const DinnerErrors = {
  notFound: () => new DomainError('not_found', 'DINNERS.NOT_FOUND', 'Dinner not found'),
  notYourBooking: () => new DomainError('forbidden', 'DINNERS.NOT_YOUR_BOOKING', 'This booking belongs to another couple.'),
  notBookedOnDinner: () => new DomainError('forbidden', 'DINNERS.NOT_BOOKED', 'Your couple has no booking for this dinner.'),
  alreadyPaid: () => new DomainError('conflict', 'DINNERS.ALREADY_PAID', 'This booking is already paid.'),
  bookingNotFound: () => new DomainError('not_found', 'DINNERS.BOOKING_NOT_FOUND', 'Booking not found'),
  full: () => new DomainError('conflict', 'DINNERS.FULL', 'Sorry, this dinner is fully booked.'),
  deadlinePassed: () => new DomainError('conflict', 'DINNERS.DEADLINE_PASSED', 'The booking deadline for this dinner has passed.'),
  notAcceptingBookings: (status: string) =>
    new DomainError('conflict', 'DINNERS.NOT_ACCEPTING_BOOKINGS', `This dinner is not accepting bookings (status: ${status.replace(/_/g, ' ')}).`),
  alreadyBooked: () => new DomainError('conflict', 'DINNERS.ALREADY_BOOKED', 'Your couple already has a booking for this dinner.'),
  notInYourCity: (dinnerCity: string, homeCity: string) =>
    new DomainError(
      'forbidden',
      'DINNERS.NOT_IN_YOUR_CITY',
      `This dinner is in ${dinnerCity}, and your couple profile says ${homeCity}. You can book dinners in your own city; change your city in your profile if you have moved.`,
    ),
  noCouple: () => new DomainError('forbidden', 'DINNERS.NO_COUPLE', 'Your account is not part of a couple yet.'),
  emailNotVerified: () => new DomainError('forbidden', 'DINNERS.EMAIL_NOT_VERIFIED', 'Please verify your email address before booking a dinner.'),
  serviceTerminated: (reason: string | null = null) =>
    new DomainError(
      'forbidden',
      'DINNERS.SERVICE_TERMINATED',
      reason
        ? `Your service has been terminated after a safety report: ${reason} Please contact support.`
        : 'Your service has been terminated after two consecutive late cancellations. Please contact support.',
    ),
  suspended: (until: Date, reason: string) =>
    new DomainError(
      'forbidden',
      'DINNERS.SUSPENDED',
      `Your couple is suspended until ${until.toISOString().slice(0, 10)} and cannot book a dinner before then. Reason: ${reason}`,
      { suspended_until: until.toISOString() },
    ),
  coupleNotFound: () => new DomainError('not_found', 'DINNERS.COUPLE_NOT_FOUND', 'Couple not found'),
  notTerminated: () => new DomainError('conflict', 'DINNERS.NOT_TERMINATED', "This couple's service is not terminated: there is nothing to reinstate."),
  notSuspended: () => new DomainError('conflict', 'DINNERS.NOT_SUSPENDED', 'This couple is not suspended: there is no suspension to lift.'),
  notCancellable: (status: string) => new DomainError('conflict', 'DINNERS.NOT_CANCELLABLE', NOT_CANCELLABLE[status] ?? 'This booking cannot be cancelled.'),
  dinnerStarted: () => new DomainError('conflict', 'DINNERS.ALREADY_STARTED', 'This dinner has already taken place.'),
  notReviewable: () => new DomainError('conflict', 'DINNERS.NOT_REVIEWABLE', 'Only dinners you attended can be reviewed.'),
  reviewNotOpenYet: () => new DomainError('conflict', 'DINNERS.REVIEW_NOT_OPEN', 'Reviews open when your dinner starts. Enjoy the evening first!'),
  alreadyReviewed: () => new DomainError('conflict', 'DINNERS.ALREADY_REVIEWED', 'You have already reviewed this dinner.'),
  invalidReview: (message: string) => new DomainError('invalid', 'DINNERS.INVALID_REVIEW', message),
  seeYouAgainNotOpen: () =>
    new DomainError('conflict', 'DINNERS.SEE_YOU_AGAIN_NOT_OPEN', 'You can mark couples to meet again once you have had the dinner with them.'),
  notATablemate: () => new DomainError('invalid', 'DINNERS.NOT_A_TABLEMATE', 'You can only mark couples who were at your table.'),
  alreadyMarked: () => new DomainError('conflict', 'DINNERS.ALREADY_MARKED', 'You have already marked this couple.'),
  notMarked: () => new DomainError('not_found', 'DINNERS.NOT_MARKED', 'You have not marked this couple at this dinner.'),
  markMutual: () => new DomainError('conflict', 'DINNERS.MARK_MUTUAL', 'You both want to meet again: a mutual mark cannot be taken back.'),
  noMutualMatch: () => new DomainError('not_found', 'DINNERS.NO_MUTUAL_MATCH', 'You have no mutual "see you again" with this couple.'),
  invalidTransition: (from: string, to: string) =>
    new DomainError('conflict', 'DINNERS.INVALID_STATUS_TRANSITION', `A dinner cannot go from ${from} to ${to}.`),
};
