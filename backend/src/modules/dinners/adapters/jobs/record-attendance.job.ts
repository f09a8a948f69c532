import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../../../../platform/jobs/job-runner';
import { RecordAttendance } from '../../application/record-attendance';

/** Every 30 minutes: dinners that took place mark their paid bookings attended, once across instances. */
@Injectable()
export class RecordAttendanceJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly recordAttendance: RecordAttendance,
  ) {}

  @Cron(CronExpression.EVERY_30_MINUTES, { name: 'dinners.record-attendance' })
  run() {
    return this.jobs.run('dinners.record-attendance', async () => void (await this.recordAttendance.execute()));
  }
}
