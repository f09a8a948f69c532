import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobCatalog } from '../jobs/job-catalog';
import { JobSummaries } from '../jobs/job-summary';
import { EventDispatcher } from './event-dispatcher';
import { jobsMessages } from '../jobs/jobs-messages';

const summaries = new JobSummaries(jobsMessages);

/**
 * `platform.events`: a pass of every subscriber each minute, under the JobRunner's lock.
 * The commit that appends an event starts a pass at once (`EventDispatcher.nudge`); this
 * one takes what that pass could not: a failure's retry, a crash between commit and pass,
 * events another instance appended while its pass was cut off.
 */
@Injectable()
export class EventDispatchJob implements OnModuleInit {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly dispatcher: EventDispatcher,
  ) {}

  onModuleInit(): void {
    this.catalog.register({
      name: 'platform.events',
      describe: (language) => jobsMessages.in(language)('jobs.events'),
      schedule: '* * * * *',
      run: async () => {
        const report = await this.dispatcher.dispatch();
        if (report.failures.length > 0) throw new Error(report.failures.map((failure) => `${failure.subscriber}: ${failure.error}`).join('; '));
        return summaries.of({ 'jobs.summary.handledEvents': report.handled });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }
}
