import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { counted } from '../../../../kernel/counted';
import { summary } from '../../../../platform/jobs/job-summary';
import { ReleaseExpiredHolds } from '../../application/bookings/release-expired-holds';
import { SendDinnerNotifications } from '../../application/notices/send-dinner-notifications';
import { dinnersMessages } from '../../application/dinners-messages';

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
        return [expired > 0 && `expired ${counted(expired, 'hold')}`, offered > 0 && `offered ${counted(offered, 'standby spot')}`].filter(Boolean).join(', ');
      },
    });
    this.catalog.register({
      name: 'dinners.notifications',
      describe: (language) => dinnersMessages.in(language)('dinners.job.notifications'),
      // Every minute: a dinner seated by an admin after its reveal time is revealed within a minute.
      schedule: '* * * * *',
      run: async () => {
        const sent = await this.notifications.execute();
        return summary(sent.reveals > 0 && `revealed to ${counted(sent.reveals, 'booking')}`, sent.teasers > 0 && `teased ${counted(sent.teasers, 'booking')}`);
      },
    });
  }
}
