/**
 * Whether a couple's service was terminated: the late-cancellation rule belongs to
 * dinners, which binds this port (identity cannot import dinners, which depends on it).
 */
export abstract class ServiceStanding {
  abstract isTerminated(coupleId: string): Promise<boolean>;
  /** The admin user record's standing fields, per couple; couples in good standing may be missing. */
  abstract standingsOf(coupleIds: string[]): Promise<Map<string, CoupleStandingView>>;
}

export interface CoupleStandingView {
  serviceTerminated: boolean;
  consecutiveLateCancellations: number;
  lastLateCancellationAt: Date | null;
}
