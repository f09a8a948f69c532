import { DinnerErrors } from './dinner-errors';

/** DECISIONS.md: the second consecutive late cancellation terminates the service. */
const LATE_CANCELLATIONS_BEFORE_TERMINATION = 2;

/**
 * A couple's standing with the service: its run of late cancellations, whether the service
 * ended (and why, when an admin ended it after a safety report), and a suspension until a
 * date (docs/trust-and-safety.md), which ends by itself when the date passes.
 */
export interface CoupleStanding {
  consecutiveLateCancellations: number;
  serviceTerminated: boolean;
  /** The admin's reason when the service was ended after a safety report; null for the late-cancellation rule. */
  terminationReason: string | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

export const GOOD_STANDING: CoupleStanding = {
  consecutiveLateCancellations: 0,
  serviceTerminated: false,
  terminationReason: null,
  suspendedUntil: null,
  suspensionReason: null,
};

/** A suspension in force at `now`: its end and reason; null when none or past its date. */
export function activeSuspension(standing: CoupleStanding, now: Date): { until: Date; reason: string } | null {
  if (!standing.suspendedUntil || standing.suspendedUntil.getTime() <= now.getTime()) return null;
  return { until: standing.suspendedUntil, reason: standing.suspensionReason ?? '' };
}

/** An admin suspends the couple until a date (a later suspension replaces an earlier one). */
export function suspended(standing: CoupleStanding, until: Date, reason: string): CoupleStanding {
  return { ...standing, suspendedUntil: until, suspensionReason: reason };
}

/** An admin lifts the suspension in force before its date: the couple may book again at once. */
export function suspensionLifted(standing: CoupleStanding, now: Date): CoupleStanding {
  if (!activeSuspension(standing, now)) throw DinnerErrors.notSuspended();
  return { ...standing, suspendedUntil: null, suspensionReason: null };
}

/** An admin ends the service after a safety report: the same termination as the late-cancellation rule's, with its reason. */
export function terminatedForSafety(standing: CoupleStanding, reason: string): CoupleStanding {
  return { ...standing, serviceTerminated: true, terminationReason: reason };
}

export function afterLateCancellation(standing: CoupleStanding): CoupleStanding {
  const consecutiveLateCancellations = standing.consecutiveLateCancellations + 1;
  return {
    ...standing,
    consecutiveLateCancellations,
    serviceTerminated: standing.serviceTerminated || consecutiveLateCancellations >= LATE_CANCELLATIONS_BEFORE_TERMINATION,
  };
}

/** A timely cancellation of a paid booking or an attended dinner breaks the run; a termination stays. */
export function afterRunBroken(standing: CoupleStanding): CoupleStanding {
  return { ...standing, consecutiveLateCancellations: 0 };
}

/** Support reinstates a terminated couple: the service resumes with a clean run (a suspension in force stays). */
export function reinstated(standing: CoupleStanding): CoupleStanding {
  if (!standing.serviceTerminated) throw DinnerErrors.notTerminated();
  return { ...GOOD_STANDING, suspendedUntil: standing.suspendedUntil, suspensionReason: standing.suspensionReason };
}

/** Who asks to book: the caller's couple and whether their email is verified. */
export interface BookingApplicant {
  coupleId: string | null;
  emailVerified: boolean;
}

/**
 * The one booking-eligibility rule, for every booking path (reserve, slot selection,
 * payment intent): a couple member, a couple whose service was not terminated nor suspended
 * at `now`, a verified email. Standing is the couple's, so it holds for both members,
 * whenever they joined.
 */
export function assertMayBook(applicant: BookingApplicant, standing: CoupleStanding, now: Date): string {
  const coupleId = coupleOf(applicant);
  if (standing.serviceTerminated) throw DinnerErrors.serviceTerminated(standing.terminationReason);
  const suspension = activeSuspension(standing, now);
  if (suspension) throw DinnerErrors.suspended(suspension.until, suspension.reason);
  if (!applicant.emailVerified) throw DinnerErrors.emailNotVerified();
  return coupleId;
}

/** The applicant's couple: the first of the booking rule's conditions, before its standing is read. */
export function coupleOf(applicant: BookingApplicant): string {
  if (!applicant.coupleId) throw DinnerErrors.noCouple();
  return applicant.coupleId;
}
