import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { noShowWindowStart } from '../../domain/attendance';
import { EveningRepository } from './evening-repository';

/** A couple's no-shows in the last twelve months: its standing as support sees it (and the limit counts). */
@Injectable()
export class NoShowStanding {
  constructor(
    private readonly evening: EveningRepository,
    private readonly clock: Clock,
  ) {}

  noShowsInTwelveMonths(coupleId: string): Promise<number> {
    return this.evening.noShowsSince(coupleId, noShowWindowStart(this.clock.now()));
  }

  /** Each booking's mark (arrived, no_show), for a couple's booking history. */
  marksOf(bookingIds: readonly string[]): Promise<Map<string, 'arrived' | 'no_show'>> {
    return this.evening.marksOfBookings(bookingIds);
  }
}
