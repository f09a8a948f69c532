/**
 * Whether a couple's service was terminated: the late-cancellation rule belongs to
 * dinners, which binds this port (identity cannot import dinners, which depends on it).
 */
export abstract class ServiceStanding {
  abstract isTerminated(coupleId: string): Promise<boolean>;
}
