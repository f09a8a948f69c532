/**
 * Whether a couple's service was terminated or suspended: the late-cancellation rule belongs to
 * dinners, which binds this port (identity cannot import dinners, which depends on it).
 */
export abstract class ServiceStanding {
  /** What the signed-in member is shown of the couple's standing: a termination, a suspension in force. */
  abstract memberStanding(coupleId: string): Promise<MemberStanding>;
  /** The admin user record's standing fields, per couple; couples in good standing may be missing. */
  abstract standingsOf(coupleIds: string[]): Promise<Map<string, CoupleStandingView>>;
}

export interface CoupleStandingView {
  serviceTerminated: boolean;
  consecutiveLateCancellations: number;
  lastLateCancellationAt: Date | null;
}

export interface MemberStanding {
  serviceTerminated: boolean;
  /** The admin's reason when a safety decision ended the service; null when the late-cancellation rule did (or none). */
  terminationReason: string | null;
  /** A suspension in force (docs/trust-and-safety.md): until when and why; null when none. */
  suspension: { until: Date; reason: string } | null;
}

export const NO_STANDING_NOTICE: MemberStanding = { serviceTerminated: false, terminationReason: null, suspension: null };
