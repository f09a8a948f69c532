import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { noShowSuspensionReason } from '../domain/safety-policy';
import { CoupleSuspensions } from './couple-suspensions';

const DAY = 86_400_000;

/**
 * The no-show rule (docs/trust-and-safety.md): a couple whose no-shows in twelve months reach
 * the limit is suspended for a number of days, mailed why and until when, and may appeal once.
 * A couple suspended already (a mark changed back and forth crosses the limit again) keeps the
 * suspension it has.
 */
@Injectable()
export class NoShowSuspensions {
  constructor(
    private readonly suspensions: CoupleSuspensions,
    private readonly clock: Clock,
  ) {}

  async suspendFor(limit: { coupleId: string; noShows: number; windowMonths: number }, days: number): Promise<void> {
    if (await this.suspensions.isSuspended(limit.coupleId)) return;
    await this.suspensions.suspend({
      coupleId: limit.coupleId,
      until: new Date(this.clock.now().getTime() + days * DAY),
      reason: noShowSuspensionReason(limit.noShows, limit.windowMonths),
    });
  }
}
