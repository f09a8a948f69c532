import { JobCatalog } from '../../src/platform/jobs/job-catalog';
import { JobOutcome, JobRunner } from '../../src/platform/jobs/job-runner';
import { db } from '../dinners/dinner-fixtures';
import { TestApp } from '../support/test-app';

/** One tick of a registered job on this instance, through the JobRunner as the scheduler fires it. */
export async function tick(app: TestApp, jobName: string): Promise<JobOutcome> {
  const entry = app.app.get(JobCatalog).find(jobName);
  if (!entry) throw new Error(`No job ${jobName}`);
  return app.app.get(JobRunner).run(jobName, () => entry.job.run());
}

/** The summary and outcome the latest run of the job recorded. */
export async function lastRun(app: TestApp, jobName: string): Promise<{ outcome: string; summary: string | null; error: string | null }> {
  const [row] = await db(app).query('SELECT outcome, summary, error FROM job_runs WHERE job_name = $1 ORDER BY started_at DESC LIMIT 1', [jobName]);
  return row;
}

export async function dinnerStatus(app: TestApp, dinnerId: string): Promise<string> {
  const [row] = await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]);
  return row.status;
}

/** Subjects of the mails queued for an address, in order. */
export async function subjectsTo(app: TestApp, email: string): Promise<string[]> {
  const rows: { subject: string }[] = await db(app).query('SELECT subject FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id', [email]);
  return rows.map((row) => row.subject);
}
