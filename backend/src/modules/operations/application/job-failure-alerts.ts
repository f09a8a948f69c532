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
import { operationsMessages } from './operations-messages';

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
    const job = this.catalog.find(jobName)?.job;
    const recipients = await this.admins.mailRecipients();
    await this.unitOfWork.run(async () => {
      for (const { email, language } of recipients) {
        const t = operationsMessages.in(language);
        const named = job ? t('operations.jobAlert.described', { name: jobName, description: job.describe(language) }) : jobName;
        const paragraphs =
          alert === 'failing'
            ? [
                t('operations.jobAlert.failing', { job: named, failures: FAILURES_BEFORE_ALERT }),
                t('operations.jobAlert.lastError', { error: runs[0].error ?? t('operations.jobAlert.unknownError') }),
                t('operations.jobAlert.oneMoreMail'),
              ]
            : [t('operations.jobAlert.recovered', { job: named, failures: FAILURES_BEFORE_ALERT })];
        const body = renderEmail({
          appName: this.config.get('appName'),
          language,
          greeting: t('operations.jobAlert.greeting'),
          paragraphs,
          button: { label: t('operations.jobAlert.button'), url: `${this.config.get('publicUrl')}/admin-dashboard#jobs` },
        });
        const subject = t(alert === 'failing' ? 'operations.jobAlert.failingSubject' : 'operations.jobAlert.recoveredSubject', { name: jobName });
        await this.outbox.enqueue({ to: email, subject, ...body });
      }
    });
  }
}
