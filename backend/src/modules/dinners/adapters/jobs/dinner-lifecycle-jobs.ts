import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { JobSummaries } from '../../../../platform/jobs/job-summary';
import { CloseBookings } from '../../application/dinner-events/close-bookings';
import { CompleteDinners } from '../../application/dinner-events/complete-dinners';
import { StartDinners } from '../../application/dinner-events/start-dinners';
import { MatchClosedDinners } from '../../application/seating/match-closed-dinners';
import { dinnersMessages } from '../../application/dinners-messages';

const summaries = new JobSummaries(dinnersMessages);

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
        return summaries.of({
          'dinners.jobSummary.closed': closing.closed,
          'dinners.jobSummary.holdsLapsed': closing.lapsedHolds,
          'dinners.jobSummary.cancelledTooFewCouples': closing.cancelled,
          'dinners.jobSummary.refunded': closing.refunded,
        });
      },
      summarize: (parts, language) => summaries.word(parts, language),
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
        return summaries.of({
          'dinners.jobSummary.matched': matching.matched,
          'dinners.jobSummary.assigned': matching.assigned,
          'dinners.jobSummary.unmatchedCouples': matching.unmatchedCouples,
          'dinners.jobSummary.needingAdmins': matching.needingAdmins,
          'dinners.jobSummary.revealed': matching.revealed,
          'dinners.jobSummary.cancelledNeverSeated': unseated.cancelled,
          'dinners.jobSummary.wentAhead': unseated.wentAhead,
          'dinners.jobSummary.refunded': unseated.refunded,
        });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
    this.catalog.register({
      name: 'dinners.complete',
      describe: (language) => dinnersMessages.in(language)('dinners.job.complete'),
      schedule: '*/10 * * * *',
      run: async () => {
        const completion = await this.completeDinners.execute();
        return summaries.of({
          'dinners.jobSummary.completed': completion.completed,
          'dinners.jobSummary.attended': completion.attended,
          'dinners.jobSummary.reviewsRequested': completion.reviewRequests,
        });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }
}
