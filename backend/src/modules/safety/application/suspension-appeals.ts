import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { SafetyErrors } from '../domain/safety-errors';
import { mayAppeal } from '../domain/safety-policy';
import { CoupleSuspensions } from './couple-suspensions';
import { SafetyRecords } from './safety-records';

export interface SuspensionView {
  suspendedUntil: Date | null;
  reason: string | null;
  appeal: { text: string; at: Date } | null;
  /** The couple may still answer this suspension (once). */
  mayAppeal: boolean;
}

/** GET /api/user/suspension and POST /api/user/suspension/appeal: the couple's suspension and its one answer. */
@Injectable()
export class SuspensionAppeals {
  constructor(
    private readonly suspensions: CoupleSuspensions,
    private readonly records: SafetyRecords,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async view(caller: Caller): Promise<SuspensionView> {
    const coupleId = this.coupleOf(caller);
    const suspension = await this.suspensions.suspensionOf(coupleId);
    if (!suspension) return { suspendedUntil: null, reason: null, appeal: null, mayAppeal: false };
    const action = await this.records.currentSuspension(coupleId, this.clock.now());
    return {
      suspendedUntil: suspension.until,
      reason: suspension.reason,
      appeal: action?.appealText && action.appealedAt ? { text: action.appealText, at: action.appealedAt } : null,
      mayAppeal: action !== null && mayAppeal({ until: suspension.until, appealedAt: action.appealedAt }, this.clock.now()),
    };
  }

  async appeal(caller: Caller, text: string): Promise<void> {
    const coupleId = this.coupleOf(caller);
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const action = await this.records.currentSuspension(coupleId, now, true);
      if (!action || !(await this.suspensions.isSuspended(coupleId))) throw SafetyErrors.notSuspended();
      if (!mayAppeal({ until: action.suspendedUntil ?? now, appealedAt: action.appealedAt }, now)) throw SafetyErrors.alreadyAppealed();
      await this.records.recordAppeal(action.id, text, now);
    });
  }

  private coupleOf(caller: Caller): string {
    if (!caller.coupleId) throw SafetyErrors.noCouple();
    return caller.coupleId;
  }
}
