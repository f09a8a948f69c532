import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { counted } from '../../../../kernel/counted';
import { summary } from '../../../../platform/jobs/job-summary';
import { CloseBookings } from '../../application/dinner-events/close-bookings';
import { CompleteDinners } from '../../application/dinner-events/complete-dinners';
import { StartDinners } from '../../application/dinner-events/start-dinners';
import { MatchClosedDinners } from '../../application/seating/match-closed-dinners';
import { dinnersMessages } from '../../application/dinners-messages';

/** Registers the jobs that take a dinner from its booking deadline to its review requests. */
@Injectable()
export class DinnerLifecycleJobs implements OnModuleInit {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly closeBookings: CloseBookings,
    private readonly matchClosedDinners: MatchClosedDinners,
    private readonly completeDinners: CompleteDinners,
    private readonly startDinners: StartDinners,
  ) {}

  onModuleInit(): void {
    this.catalog.register({
      name: 'dinners.close-bookings',
      describe: (language) => dinnersMessages.in(language)('dinners.job.closeBookings'),
      schedule: '* * * * *',
      run: async () => {
        const closing = await this.closeBookings.execute();
        return summary(
          closing.closed > 0 && `closed ${counted(closing.closed, 'dinner')}`,
          closing.lapsedHolds > 0 && `${counted(closing.lapsedHolds, 'unpaid hold')} lapsed`,
          closing.cancelled > 0 && `cancelled ${counted(closing.cancelled, 'dinner')} with too few couples`,
          closing.refunded > 0 && `refunded ${counted(closing.refunded, 'booking')}`,
        );
      },
    });
    this.catalog.register({
      name: 'dinners.match-and-assign',
      describe: (language) => dinnersMessages.in(language)('dinners.job.matchAndAssign'),
      schedule: '* * * * *',
      run: async () => {
        // One dinner's failed run must not keep the dinners whose time has come from starting (or their couples from a refund).
        let matchingFailure: unknown = null;
        const matching = await this.matchClosedDinners.execute().catch((error: unknown) => {
          matchingFailure = error;
          return { matched: 0, assigned: 0, unmatchedCouples: 0, needingAdmins: 0, revealed: 0 };
        });
        const unseated = await this.startDinners.execute();
        if (matchingFailure) throw matchingFailure;
        return summary(
          matching.matched > 0 && `matched ${counted(matching.matched, 'dinner')}`,
          matching.assigned > 0 && `assigned restaurants for ${matching.assigned}`,
          matching.unmatchedCouples > 0 && `${counted(matching.unmatchedCouples, 'couple')} unmatched`,
          matching.needingAdmins > 0 && `${counted(matching.needingAdmins, 'dinner needs', 'dinners need')} an admin`,
          matching.revealed > 0 && `revealed to ${counted(matching.revealed, 'booking')}`,
          unseated.cancelled > 0 && `cancelled ${counted(unseated.cancelled, 'dinner')} never seated`,
          unseated.wentAhead > 0 && `${counted(unseated.wentAhead, 'dinner')} went ahead with ${unseated.wentAhead === 1 ? 'its' : 'their'} seated groups`,
          unseated.refunded > 0 && `refunded ${counted(unseated.refunded, 'booking')}`,
        );
      },
    });
    this.catalog.register({
      name: 'dinners.complete',
      describe: (language) => dinnersMessages.in(language)('dinners.job.complete'),
      schedule: '*/10 * * * *',
      run: async () => {
        const completion = await this.completeDinners.execute();
        return summary(
          completion.completed > 0 && `completed ${counted(completion.completed, 'dinner')}`,
          completion.attended > 0 && `${counted(completion.attended, 'booking')} attended`,
          completion.reviewRequests > 0 && `asked ${counted(completion.reviewRequests, 'couple')} for a review`,
        );
      },
    });
  }
}
