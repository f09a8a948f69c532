import { Injectable, OnModuleInit } from '@nestjs/common';
import { AdminDirectory } from '../../identity';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobCatalog } from '../../../platform/jobs/job-catalog';
import { JobHistory } from '../../../platform/jobs/job-history';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { alertAfterRun, FAILURES_BEFORE_ALERT } from '../domain/job-alerts';

/** Runs read back to decide: enough to see a streak of failures before the latest run. */
const RUNS_READ = 50;

/**
 * After every run of a scheduled job: the admins get one mail when a job has failed three
 * times in a row, and one when it next succeeds (`alertAfterRun`), so a job failing every
 * minute costs them two mails, not 1,440 a day.
 */
@Injectable()
export class JobFailureAlerts implements OnModuleInit {
  constructor(
    private readonly runner: JobRunner,
    private readonly history: JobHistory,
    private readonly catalog: JobCatalog,
    private readonly admins: AdminDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.runner.onRunFinished((jobName) => this.afterRun(jobName));
  }

  async afterRun(jobName: string): Promise<void> {
    const runs = (await this.history.recentRuns(jobName, RUNS_READ)).filter((run) => run.outcome !== 'running');
    const alert = alertAfterRun(runs.map((run) => (run.outcome === 'failed' ? 'failed' : 'succeeded')));
    if (!alert) return;
    const description = this.catalog.find(jobName)?.job.description;
    const job = description ? `${jobName} (${description})` : jobName;
    const paragraphs =
      alert === 'failing'
        ? [
            `The scheduled job ${job} has failed ${FAILURES_BEFORE_ALERT} times in a row.`,
            `Its last error: ${runs[0].error ?? 'unknown error'}`,
            'You will get one more mail when it succeeds again, not one per failure.',
          ]
        : [`The scheduled job ${job} succeeded again after failing ${FAILURES_BEFORE_ALERT} or more times in a row.`];
    const subject = alert === 'failing' ? `Scheduled job ${jobName} is failing` : `Scheduled job ${jobName} has recovered`;
    const recipients = await this.admins.adminEmails();
    await this.unitOfWork.run(async () => {
      for (const to of recipients.length > 0 ? recipients : [this.config.get('supportEmail') as string]) {
        const body = renderEmail({
          appName: this.config.get('appName'),
          greeting: 'Hello,',
          paragraphs,
          button: { label: 'Open Scheduled Jobs', url: `${this.config.get('publicUrl')}/admin-dashboard#jobs` },
        });
        await this.outbox.enqueue({ to, subject, ...body });
      }
    });
  }
}
