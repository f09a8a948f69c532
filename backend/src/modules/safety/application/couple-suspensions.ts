import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { CoupleStandings } from '../../dinners';
import { SafetyErrors } from '../domain/safety-errors';
import { suspensionEndIsAhead } from '../domain/safety-policy';
import { SafetyActionLog } from './safety-action-log';
import { SafetyAction, SafetyRecords } from './safety-records';

export interface SuspensionOrder {
  coupleId: string;
  until: Date;
  reason: string;
  /** The admin who decided; null when a rule did (e.g. no-shows). */
  adminId?: string | null;
  /** The report it answers, when there is one. */
  reportId?: string | null;
}

/**
 * The public face of suspensions (exported from index.ts for other modules' rules): whether a
 * couple is suspended, and suspending one until a date with a reason. The standing itself is
 * dinners' (its one booking-eligibility rule refuses a suspended couple until the date, after
 * which the suspension ends by itself); the action, the couple's one appeal and the mail are
 * safety's.
 */
@Injectable()
export class CoupleSuspensions {
  constructor(
    private readonly standings: CoupleStandings,
    private readonly actions: SafetyActionLog,
    private readonly records: SafetyRecords,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The suspension in force, or null (none, or past its date). */
  suspensionOf(coupleId: string): Promise<{ until: Date; reason: string } | null> {
    return this.standings.suspensionOf(coupleId);
  }

  async isSuspended(coupleId: string): Promise<boolean> {
    return (await this.suspensionOf(coupleId)) !== null;
  }

  /**
   * An admin lifts the suspension in force before its date (joins the caller's unit of work):
   * the couple may book at once, and is mailed. DINNERS.NOT_SUSPENDED when none is in force.
   * The lift is filed with the report behind the suspension, if any.
   */
  lift(order: { coupleId: string; reason: string; adminId: string }): Promise<SafetyAction> {
    return this.unitOfWork.run(async () => {
      await this.standings.liftSuspension(order.coupleId);
      const lifted = await this.records.currentSuspension(order.coupleId, this.clock.now());
      return this.actions.record({
        reportId: lifted?.reportId ?? null,
        coupleId: order.coupleId,
        action: 'lift',
        reason: order.reason,
        suspendedUntil: null,
        adminId: order.adminId,
        createdAt: this.clock.now(),
      });
    });
  }

  /** Suspends the couple until `until` (joins the caller's unit of work): mailed, and open to one appeal. */
  suspend(order: SuspensionOrder): Promise<SafetyAction> {
    if (!suspensionEndIsAhead(order.until, this.clock.now())) throw SafetyErrors.untilInPast();
    return this.unitOfWork.run(async () => {
      await this.standings.suspend(order.coupleId, order.until, order.reason);
      return this.actions.record({
        reportId: order.reportId ?? null,
        coupleId: order.coupleId,
        action: 'suspend',
        reason: order.reason,
        suspendedUntil: order.until,
        adminId: order.adminId ?? null,
        createdAt: this.clock.now(),
      });
    });
  }
}
