import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { JobCatalog } from '../../../platform/jobs/job-catalog';
import { JobHistory } from '../../../platform/jobs/job-history';
import { JobOutcome, JobRunner } from '../../../platform/jobs/job-runner';
import { ScheduledJobs } from './scheduled-jobs';

describe('ScheduledJobs.runNow', () => {
  it('answers a second Run now of a job still running here (a double click) like the first, and runs it once', async () => {
    let finish!: (outcome: JobOutcome) => void;
    const runs: string[] = [];
    const runner = { run: (name: string) => (runs.push(name), new Promise<JobOutcome>((resolve) => (finish = resolve))) } as unknown as JobRunner;
    const entry = { job: { name: 'dinners.complete', describe: () => 'Completes dinners', run: () => Promise.resolve() }, schedule: '* * * * *' };
    const catalog = { find: () => entry, nextRunAfter: () => new Date('2026-12-01T18:01:00Z') } as unknown as JobCatalog;
    const history = { latestRuns: () => Promise.resolve(new Map()) } as unknown as JobHistory;
    const jobs = new ScheduledJobs(catalog, history, runner, {} as AppConfig, { now: () => new Date('2026-12-01T18:00:00Z') } as Clock);

    const first = jobs.runNow('dinners.complete');
    const second = jobs.runNow('dinners.complete');
    finish('ran');
    expect(await second).toEqual(await first);
    expect(runs).toEqual(['dinners.complete']);
    // Once it has finished, Run now runs it again.
    const third = jobs.runNow('dinners.complete');
    finish('ran');
    await third;
    expect(runs).toHaveLength(2);
  });
});
