import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getListJobRunsQueryKey, getListJobsQueryKey, useListJobRuns, useListJobs, useRunJob } from '../../api/generated/admin/admin';
import { JobDto, JobRunDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { countOf } from '../../lib/plural';
import { invalidating } from '../../lib/query-client';
import { formatDuration, formatRunTime } from './job-times';

const OUTCOME: Record<JobRunDto['outcome'], { label: string; variant: 'success' | 'destructive' | 'outline' }> = {
  succeeded: { label: 'Succeeded', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'outline' },
};

function LastRun({ run }: { run: JobRunDto | null }) {
  if (!run) return <span className="text-stone-500">Not run yet</span>;
  const outcome = OUTCOME[run.outcome];
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={outcome.variant}>{outcome.label}</Badge>
        <span>{formatRunTime(run.started_at)}</span>
        {run.duration_ms !== null && <span className="text-stone-500">({formatDuration(run.duration_ms)})</span>}
        {run.trigger === 'manual' && <span className="text-stone-500">manual</span>}
      </div>
      <p className={run.outcome === 'failed' ? 'text-red-700' : 'text-stone-600'}>
        {run.outcome === 'failed' ? run.error : (run.summary ?? 'Nothing was due')}
      </p>
    </div>
  );
}

/** A job's latest 50 runs, newest first; failures stand out in red with their error. */
function RunHistory({ name }: { name: string }) {
  const runs = useListJobRuns(name);
  if (runs.isLoading) return <ListLoading label="Loading runs..." />;
  if (runs.isError || !runs.data) return <ListError message="Failed to load the runs" onRetry={() => void runs.refetch()} />;
  if (runs.data.runs.length === 0) return <p className="text-sm text-stone-500">No runs yet.</p>;
  const failed = runs.data.runs.filter((run) => run.outcome === 'failed').length;
  return (
    <div className="space-y-2">
      <p className="text-xs text-stone-600">
        Latest {countOf(runs.data.runs.length, 'run')}, newest first: {failed} failed.
      </p>
      <ol aria-label={`Runs of ${name}`} className="max-h-96 divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-200">
        {runs.data.runs.map((run) => (
          <li key={run.started_at} className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm ${run.outcome === 'failed' ? 'bg-red-50' : ''}`}>
            <Badge variant={OUTCOME[run.outcome].variant}>{OUTCOME[run.outcome].label}</Badge>
            <span>{formatRunTime(run.started_at)}</span>
            <span className="text-stone-500">{run.duration_ms === null ? 'running' : formatDuration(run.duration_ms)}</span>
            {run.trigger === 'manual' && <span className="text-stone-500">manual</span>}
            <span className={`basis-full sm:basis-auto ${run.outcome === 'failed' ? 'text-red-800' : 'text-stone-600'}`}>
              {run.outcome === 'failed' ? run.error : (run.summary ?? 'Nothing was due')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The scheduled jobs that run the service: schedule, last and next run, Run now, and each
 * job's latest runs. Cards at every width, so that a phone reaches Run now without scrolling sideways.
 */
export default function JobsSection() {
  const { toast } = useToast();
  const list = useListJobs();
  const run = useRunJob(invalidating(({ name }: { name: string }) => [getListJobsQueryKey(), getListJobRunsQueryKey(name)]));
  const [opened, setOpened] = useState<string | null>(null);

  const runNow = (job: JobDto) =>
    run.mutate(
      { name: job.name },
      {
        onSuccess: (result) => {
          toast({ title: result.success ? 'Job ran' : 'Job failed', description: result.message, variant: result.success ? 'success' : 'destructive' });
        },
        onError: (error) => toast({ title: 'Job not run', description: errorMessage(error, 'The job could not be run.'), variant: 'destructive' }),
      },
    );

  const body = () => {
    if (list.isLoading) return <ListLoading label="Loading jobs..." />;
    if (list.isError || !list.data) return <ListError message="Failed to load jobs" onRetry={() => void list.refetch()} />;
    return (
      <>
        {!list.data.scheduler_enabled && (
          <p role="status" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
            This instance does not run the schedule (JOBS_ENABLED=false); another instance may. Run now works here all the same.
          </p>
        )}
        <ul className="space-y-3">
          {list.data.jobs.map((job) => (
            <li
              key={job.name}
              aria-label={job.name}
              className={`space-y-3 rounded-2xl border bg-white p-4 ${job.last_run?.outcome === 'failed' ? 'border-red-300' : 'border-stone-200'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="break-all font-mono text-xs font-semibold">{job.name}</div>
                  <p className="text-sm text-stone-600">{job.description}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1"
                    aria-expanded={opened === job.name}
                    onClick={() => setOpened(opened === job.name ? null : job.name)}
                  >
                    {opened === job.name ? 'Hide runs' : 'Runs'}
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-3 py-1"
                    aria-label={`Run ${job.name} now`}
                    disabled={run.isPending}
                    busy={run.isPending && run.variables?.name === job.name}
                    onClick={() => runNow(job)}
                  >
                    {run.isPending && run.variables?.name === job.name ? 'Running...' : 'Run now'}
                  </Button>
                </div>
              </div>
              <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_1fr_auto]">
                <div>
                  <dt className="text-xs text-stone-500">Schedule</dt>
                  <dd className="font-mono text-xs">{job.schedule}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">Last run</dt>
                  <dd>
                    <LastRun run={job.last_run} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">Next run</dt>
                  <dd>{formatRunTime(job.next_run_at)}</dd>
                </div>
              </dl>
              {opened === job.name && <RunHistory name={job.name} />}
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <section aria-labelledby="jobs-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="jobs-title" className="text-2xl font-bold text-brand-800">
            Scheduled Jobs
          </h2>
          <p className="text-sm text-stone-600">
            The jobs that take every dinner from its booking deadline to its review requests, and keep the data tidy. Each run happens once across all
            instances.
          </p>
        </div>
        <Button variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching}>
          Refresh
        </Button>
      </div>
      {body()}
    </section>
  );
}
