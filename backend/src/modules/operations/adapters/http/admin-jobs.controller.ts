import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { JobOverview, JobRun, ScheduledJobs } from '../../application/scheduled-jobs';
import { JobDto, JobRunDto, JobRunResultDto, JobRunsDto, JobsDto } from './admin-jobs.dto';
import { DEFAULT_LANGUAGE, type Language } from '../../../../kernel/languages';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';

function toRunDto(run: JobRun, language: Language): JobRunDto {
  return {
    trigger: run.trigger,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    duration_ms: run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
    outcome: run.outcome,
    summary: run.summary(language),
    error: run.error,
  };
}

function toJobDto(job: JobOverview, language: Language): JobDto {
  return {
    name: job.name,
    description: job.describe(language),
    schedule: job.schedule,
    next_run_at: job.nextRunAt.toISOString(),
    last_run: job.lastRun && toRunDto(job.lastRun, language),
  };
}

/** The admin Jobs panel: the scheduled jobs, their runs, and Run now. Admins only. */
@ApiTags('admin')
@AdminPermission('configuration')
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly jobs: ScheduledJobs) {}

  @Get()
  @ApiOperation({
    summary: 'List scheduled jobs',
    description:
      "Every scheduled job: its schedule, its last run (when, how long, outcome, what it changed) and its next run. Each job's description and its last run's summary are in the language of the request's Accept-Language header (English when it names none of ours; a run recorded before summaries were kept in every language keeps its English summary); a run's error is recorded in English.",
  })
  @ApiOkResponse({ type: JobsDto, description: 'The jobs with their last and next runs.' })
  async listJobs(@ReaderLanguage() language: Language): Promise<JobsDto> {
    return { jobs: (await this.jobs.list()).map((job) => toJobDto(job, language)), scheduler_enabled: this.jobs.schedulerEnabled };
  }

  @Get(':name/runs')
  @ApiOperation({
    summary: "A job's latest runs",
    description:
      "The latest 50 runs of the job, newest first: trigger, when, how long, outcome, what it changed or why it failed. Each run's summary is in the language of the request's Accept-Language header (English when it names none of ours, and for runs recorded before summaries were kept in every language); its error is recorded in English.",
  })
  @ApiOkResponse({ type: JobRunsDto, description: 'The runs, newest first.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No job of that name (code JOBS.NOT_FOUND).' })
  async listJobRuns(@Param('name') name: string, @ReaderLanguage() language: Language): Promise<JobRunsDto> {
    return { name, runs: (await this.jobs.runs(name)).map((run) => toRunDto(run, language)) };
  }

  @Post(':name/run')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run a job now',
    description:
      "Runs the job now, under the same PostgreSQL advisory lock as the schedule (409 while it is running elsewhere), recorded as a manual run; answers once it has finished. Jobs send their mails through the outbox. The job's description and its run's summary are in the language of the request's Accept-Language header; the message line is in English.",
  })
  @ApiOkResponse({ type: JobRunResultDto, description: 'The finished run: outcome, duration and summary.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No job of that name (code JOBS.NOT_FOUND).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A run of the job is going on (code JOBS.RUNNING).' })
  async runJob(@Param('name') name: string, @ReaderLanguage() language: Language): Promise<JobRunResultDto> {
    const job = await this.jobs.runNow(name);
    const run = job.lastRun;
    const succeeded = run?.outcome === 'succeeded';
    // English, as the API's other success messages: the console words a run's result itself, from `job`.
    const message = succeeded
      ? `${job.name} ran: ${run?.summary(DEFAULT_LANGUAGE) ?? 'nothing was due'}`
      : `${job.name} failed: ${run?.error ?? 'unknown error'}`;
    return { success: succeeded, message, job: toJobDto(job, language) };
  }
}
