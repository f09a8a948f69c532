import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { JobSummaries } from '../../../../platform/jobs/job-summary';
import { ReleaseExpiredHolds } from '../../application/bookings/release-expired-holds';
import { SendDinnerNotifications } from '../../application/notices/send-dinner-notifications';
import { dinnersMessages } from '../../application/dinners-messages';

const summaries = new JobSummaries(dinnersMessages);

/** Registers the booking jobs: lapsed holds, and the reveal and teaser mails. */
@Injectable()
export class DinnerJobs implements OnModuleInit {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly releaseExpiredHolds: ReleaseExpiredHolds,
    private readonly notifications: SendDinnerNotifications,
  ) {}

  onModuleInit(): void {
    this.catalog.register({
      name: 'dinners.release-holds',
      describe: (language) => dinnersMessages.in(language)('dinners.job.releaseHolds'),
      schedule: '* * * * *',
      run: async () => {
        const { expired, offered } = await this.releaseExpiredHolds.execute();
        return summaries.of({ 'dinners.jobSummary.holdsExpired': expired, 'dinners.jobSummary.standbyOffered': offered });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
    this.catalog.register({
      name: 'dinners.notifications',
      describe: (language) => dinnersMessages.in(language)('dinners.job.notifications'),
      // Every minute: a dinner seated by an admin after its reveal time is revealed within a minute.
      schedule: '* * * * *',
      run: async () => {
        const sent = await this.notifications.execute();
        return summaries.of({ 'dinners.jobSummary.revealed': sent.reveals, 'dinners.jobSummary.teased': sent.teasers });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }
}
