import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../../../../platform/jobs/job-catalog';
import { JobSummaries } from '../../../../platform/jobs/job-summary';
import { AlertAdmins } from '../../application/dinner-events/alert-admins';
import { dinnersMessages } from '../../application/dinners-messages';

const summaries = new JobSummaries(dinnersMessages);

/** `dinners.admin-alerts`: each minute, under the JobRunner's lock. */
@Injectable()
export class AdminAlertsJob implements OnModuleInit {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly alerts: AlertAdmins,
  ) {}

  onModuleInit(): void {
    this.catalog.register({
      name: 'dinners.admin-alerts',
      describe: (language) => dinnersMessages.in(language)('dinners.job.adminAlerts'),
      schedule: '* * * * *',
      run: async () => {
        const alerted = await this.alerts.execute();
        return summaries.of({ 'dinners.jobSummary.adminsAlerted': alerted });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }
}
