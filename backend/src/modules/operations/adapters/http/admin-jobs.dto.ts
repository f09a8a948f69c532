import { ApiProperty } from '@nestjs/swagger';

export class JobRunDto {
  @ApiProperty({ enum: ['schedule', 'manual'], description: 'manual: an admin pressed Run now.' }) trigger: 'schedule' | 'manual';
  @ApiProperty({ format: 'date-time' }) started_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finished_at: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Milliseconds; null while running.' }) duration_ms: number | null;
  @ApiProperty({ enum: ['running', 'succeeded', 'failed'] }) outcome: 'running' | 'succeeded' | 'failed';
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'closed 2 dinners, matched 1, 3 couples unmatched',
    description:
      "What the run changed, in the language of the request's Accept-Language header (English when it names none of ours, and for runs recorded before summaries were kept in every language); null when nothing was due.",
  })
  summary: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why a failed run failed.' }) error: string | null;
}

export class JobDto {
  @ApiProperty({ example: 'dinners.close-bookings', description: 'The name JOB_SCHEDULES overrides use.' }) name: string;
  description: string;
  @ApiProperty({ example: '* * * * *', description: 'Cron expression in force (UTC): the default or its JOB_SCHEDULES override.' }) schedule: string;
  last_run: JobRunDto | null;
  @ApiProperty({ format: 'date-time' }) next_run_at: string;
}

export class JobsDto {
  jobs: JobDto[];
  @ApiProperty({ description: 'Whether this instance runs the schedule (JOBS_ENABLED). Run now works either way.' }) scheduler_enabled: boolean;
}

export class JobRunResultDto {
  success: boolean;
  @ApiProperty({
    example: 'dinners.close-bookings ran: closed 1 dinner',
    description: "The outcome in one line, in English whatever the request's language (job.last_run has the summary in it).",
  })
  message: string;
  job: JobDto;
}

export class JobRunsDto {
  @ApiProperty({ example: 'dinners.close-bookings' }) name: string;
  @ApiProperty({ type: [JobRunDto], description: 'The latest 50 runs, newest first.' }) runs: JobRunDto[];
}
