import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { SendDinnerNotifications } from '../../application/send-dinner-notifications';

/** Every 10 minutes: reveal, teaser and review-request mails that are due, once across instances. */
@Injectable()
export class DinnerNotificationsJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly notifications: SendDinnerNotifications,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'dinners.notifications' })
  run() {
    return this.jobs.run('dinners.notifications', () => this.notifications.execute());
  }
}
