import { CoupleStanding } from '../../domain/couple-standing';

/** Couples' standings; a couple without a record is in good standing. */
export abstract class CoupleStandingRepository {
  abstract find(coupleId: string): Promise<CoupleStanding>;
  /**
   * Reads the standing and locks it until the unit of work ends, so two concurrent
   * cancellations of one couple count one after the other.
   */
  abstract lock(coupleId: string): Promise<CoupleStanding>;
  /** `lateCancellationAt` records when the latest late cancellation happened; null keeps it. */
  abstract save(coupleId: string, standing: CoupleStanding, lateCancellationAt: Date | null): Promise<void>;
}
