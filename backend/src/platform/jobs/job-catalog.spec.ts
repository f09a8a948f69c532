import { CronTime } from 'cron';
import { AppConfig } from '../config/app-config';
import { JobCatalog } from './job-catalog';

const MINUTE = 60_000;

describe('JobCatalog.nextRunAfter', () => {
  const catalog = new JobCatalog(AppConfig.fromEnvironment({ NODE_ENV: 'test' }, {}));
  const entry = (schedule: string) => ({
    job: { name: 'test.job', describe: () => 'A test job.', schedule, run: async () => ({ parts: [], text: '' }), summarize: () => '' },
    schedule,
  });
  const fresh = (schedule: string, after: Date) => new CronTime(schedule, 'UTC').getNextDateFrom(after).toJSDate();

  it.each(['*/5 * * * *', '17 * * * *', '0 3 * * 1'])(
    'answers what a freshly parsed %s answers, as time moves on, lands on a run, or goes back',
    (schedule) => {
      const start = Date.UTC(2026, 10, 23, 8, 58, 41, 250);
      const instants = [0, 1, 30_000, 3 * MINUTE, 7 * MINUTE, 20 * MINUTE, -10 * MINUTE, 2 * 24 * 60 * MINUTE, 8 * 24 * 60 * MINUTE].map(
        (offset) => new Date(start + offset),
      );
      for (const after of instants) {
        expect(catalog.nextRunAfter(entry(schedule), after)).toEqual(fresh(schedule, after));
        // Exactly at the run it gave, the next one is the run after it.
        const next = catalog.nextRunAfter(entry(schedule), after);
        expect(catalog.nextRunAfter(entry(schedule), next)).toEqual(fresh(schedule, next));
      }
    },
  );
});
