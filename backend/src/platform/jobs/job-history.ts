import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobTrigger } from './job-runner';
import { SummaryPart } from './job-summary';
import { selectRows, sql } from '../database/sql';

export interface JobRunRecord {
  jobName: string;
  trigger: JobTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'running' | 'succeeded' | 'failed';
  error: string | null;
  /** What the run changed, in English, as recorded. */
  summary: string | null;
  /** The same as data, to word for each reader; null when nothing was due, and for runs recorded before parts were kept. */
  parts: SummaryPart[] | null;
}

interface JobRunRow {
  job_name: string;
  trigger: JobTrigger;
  started_at: Date;
  finished_at: Date | null;
  outcome: JobRunRecord['outcome'];
  error: string | null;
  summary: string | null;
  summary_parts: SummaryPart[] | null;
}

/** What the job runs table says about each job, for the admin Jobs panel. */
@Injectable()
export class JobHistory {
  constructor(private readonly dataSource: DataSource) {}

  /** The job's latest runs, newest first. */
  async recentRuns(jobName: string, limit: number): Promise<JobRunRecord[]> {
    const rows = await selectRows<JobRunRow>(
      this.dataSource,
      sql`SELECT job_name, trigger, started_at, finished_at, outcome, error, summary, summary_parts
       FROM job_runs WHERE job_name = ${jobName} ORDER BY started_at DESC LIMIT ${limit}`,
    );
    return rows.map(toRecord);
  }

  /** The latest run of each job that has run. */
  async latestRuns(): Promise<Map<string, JobRunRecord>> {
    const rows = await selectRows<JobRunRow>(
      this.dataSource,
      sql`SELECT DISTINCT ON (job_name) job_name, trigger, started_at, finished_at, outcome, error, summary, summary_parts
       FROM job_runs ORDER BY job_name, started_at DESC`,
    );
    return new Map(rows.map((row) => [row.job_name, toRecord(row)]));
  }
}

function toRecord(row: JobRunRow): JobRunRecord {
  return {
    jobName: row.job_name,
    trigger: row.trigger,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome,
    error: row.error,
    summary: row.summary,
    parts: row.summary_parts,
  };
}
