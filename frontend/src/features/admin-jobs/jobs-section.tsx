import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getListJobsQueryKey, useListJobs, useRunJob } from '../../api/generated/admin/admin';
import { JobDto, JobRunDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
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
      <p className={run.outcome === 'failed' ? 'text-red-700' : 'text-stone-600'}>{run.outcome === 'failed' ? run.error : (run.summary ?? 'Nothing was due')}</p>
    </div>
  );
}

/** The scheduled jobs that run the service: schedule, last and next run, and Run now. */
export default function JobsSection() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const list = useListJobs();
  const run = useRunJob();

  const runNow = (job: JobDto) =>
    run.mutate(
      { name: job.name },
      {
        onSuccess: (result) => {
          toast({ title: result.success ? 'Job ran' : 'Job failed', description: result.message, variant: result.success ? 'success' : 'destructive' });
          void queryClient.invalidateQueries({ queryKey: getListJobsQueryKey() });
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
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[960px] text-left text-sm">
            <thead className="bg-stone-50 text-stone-600">
              <tr>
                {['Job', 'Schedule', 'Last run', 'Next run', 'Actions'].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.data.jobs.map((job) => (
                <tr key={job.name} className="align-top">
                  <td className="max-w-xs px-4 py-3">
                    <div className="font-mono text-xs font-semibold">{job.name}</div>
                    <p className="text-stone-600">{job.description}</p>
                  </td>
                  <td className="px-4 py-3 font-mono text-xs">{job.schedule}</td>
                  <td className="max-w-sm px-4 py-3">
                    <LastRun run={job.last_run} />
                  </td>
                  <td className="px-4 py-3">{formatRunTime(job.next_run_at)}</td>
                  <td className="px-4 py-3">
                    <Button variant="secondary" className="px-3 py-1" aria-label={`Run ${job.name} now`} disabled={run.isPending} busy={run.isPending && run.variables?.name === job.name} onClick={() => runNow(job)}>
                      {run.isPending && run.variables?.name === job.name ? 'Running...' : 'Run now'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
            The jobs that take every dinner from its booking deadline to its review requests, and keep the data tidy. Each run happens once across all instances.
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
