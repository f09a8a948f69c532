import { DinnerErrors } from './dinner-errors';

/** DECISIONS.md: the second consecutive late cancellation terminates the service. */
const LATE_CANCELLATIONS_BEFORE_TERMINATION = 2;

/** A couple's standing with the service: its run of late cancellations and whether the service ended. */
export interface CoupleStanding {
  consecutiveLateCancellations: number;
  serviceTerminated: boolean;
}

export const GOOD_STANDING: CoupleStanding = { consecutiveLateCancellations: 0, serviceTerminated: false };

export function afterLateCancellation(standing: CoupleStanding): CoupleStanding {
  const consecutiveLateCancellations = standing.consecutiveLateCancellations + 1;
  return {
    consecutiveLateCancellations,
    serviceTerminated: standing.serviceTerminated || consecutiveLateCancellations >= LATE_CANCELLATIONS_BEFORE_TERMINATION,
  };
}

/** A timely cancellation of a paid booking or an attended dinner breaks the run; a termination stays. */
export function afterRunBroken(standing: CoupleStanding): CoupleStanding {
  return { ...standing, consecutiveLateCancellations: 0 };
}

/** Support reinstates a terminated couple: the service resumes with a clean run. */
export function reinstated(standing: CoupleStanding): CoupleStanding {
  if (!standing.serviceTerminated) throw DinnerErrors.notTerminated();
  return GOOD_STANDING;
}

/** Who asks to book: the caller's couple and whether their email is verified. */
export interface BookingApplicant {
  coupleId: string | null;
  emailVerified: boolean;
}

/**
 * The one booking-eligibility rule, for every booking path (reserve, slot selection,
 * payment intent): a couple member, a couple whose service was not terminated, a verified
 * email. Standing is the couple's, so it holds for both members, whenever they joined.
 */
export function assertMayBook(applicant: BookingApplicant, standing: CoupleStanding): string {
  if (!applicant.coupleId) throw DinnerErrors.noCouple();
  if (standing.serviceTerminated) throw DinnerErrors.serviceTerminated();
  if (!applicant.emailVerified) throw DinnerErrors.emailNotVerified();
  return applicant.coupleId;
}
