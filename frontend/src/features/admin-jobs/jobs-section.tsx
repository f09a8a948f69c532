import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getListJobRunsQueryKey, getListJobsQueryKey, useListJobRuns, useListJobs, useRunJob } from '../../api/generated/admin/admin';
import { JobDto, JobRunDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { formatDuration, formatRunTime } from './job-times';
import type { MessageId } from '../../i18n/catalogues';
import { type Translate, useLocale, useT } from '../../i18n/use-t';

const OUTCOME: Record<JobRunDto['outcome'], { label: MessageId; variant: 'success' | 'destructive' | 'outline' }> = {
  succeeded: { label: 'admin.jobs.outcome.succeeded', variant: 'success' },
  failed: { label: 'admin.jobs.outcome.failed', variant: 'destructive' },
  running: { label: 'admin.jobs.outcome.running', variant: 'outline' },
};

function LastRun({ run }: { run: JobRunDto | null }) {
  const t = useT();
  const locale = useLocale();
  if (!run) return <span className="text-stone-500">{t('admin.jobs.notRunYet')}</span>;
  const outcome = OUTCOME[run.outcome];
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={outcome.variant}>{t(outcome.label)}</Badge>
        <span>{formatRunTime(run.started_at, locale)}</span>
        {run.duration_ms !== null && <span className="text-stone-500">{t('admin.jobs.tookTime', { duration: formatDuration(t, run.duration_ms) })}</span>}
        {run.trigger === 'manual' && <span className="text-stone-500">{t('admin.jobs.manual')}</span>}
      </div>
      <p className={run.outcome === 'failed' ? 'text-red-700' : 'text-stone-600'}>
        {run.outcome === 'failed' ? run.error : (run.summary ?? t('admin.jobs.nothingDue'))}
      </p>
    </div>
  );
}

/** A job's latest 50 runs, newest first; failures stand out in red with their error. */
function RunHistory({ name }: { name: string }) {
  const t = useT();
  const locale = useLocale();
  const runs = useListJobRuns(name);
  if (runs.isLoading) return <ListLoading label={t('admin.jobs.loadingRuns')} />;
  if (runs.isError || !runs.data) return <ListError message={t('admin.jobs.runsFailed')} onRetry={() => void runs.refetch()} />;
  if (runs.data.runs.length === 0) return <p className="text-sm text-stone-500">{t('admin.jobs.noRuns')}</p>;
  const failed = runs.data.runs.filter((run) => run.outcome === 'failed').length;
  return (
    <div className="space-y-2">
      <p className="text-xs text-stone-600">{t('admin.jobs.latest', { count: runs.data.runs.length, failed })}</p>
      <ol aria-label={t('admin.jobs.runsOf', { name })} className="max-h-96 divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-200">
        {runs.data.runs.map((run) => (
          <li key={run.started_at} className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm ${run.outcome === 'failed' ? 'bg-red-50' : ''}`}>
            <Badge variant={OUTCOME[run.outcome].variant}>{t(OUTCOME[run.outcome].label)}</Badge>
            <span>{formatRunTime(run.started_at, locale)}</span>
            <span className="text-stone-500">{run.duration_ms === null ? t('admin.jobs.running') : formatDuration(t, run.duration_ms)}</span>
            {run.trigger === 'manual' && <span className="text-stone-500">{t('admin.jobs.manual')}</span>}
            <span className={`basis-full sm:basis-auto ${run.outcome === 'failed' ? 'text-red-800' : 'text-stone-600'}`}>
              {run.outcome === 'failed' ? run.error : (run.summary ?? t('admin.jobs.nothingDue'))}
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
/** What a manual run did, worded here from the run (its summary and error stay the server's words). */
function ranText(t: Translate, job: JobDto): string {
  const run = job.last_run;
  if (run?.outcome === 'succeeded')
    return run.summary ? t('admin.jobs.ranText', { name: job.name, summary: run.summary }) : t('admin.jobs.ranNothingDue', { name: job.name });
  return run?.error ? t('admin.jobs.failedText', { name: job.name, error: run.error }) : t('admin.jobs.failedUnknown', { name: job.name });
}

export default function JobsSection() {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const list = useListJobs();
  const run = useRunJob(invalidating(({ name }: { name: string }) => [getListJobsQueryKey(), getListJobRunsQueryKey(name)]));
  const [opened, setOpened] = useState<string | null>(null);

  const runNow = (job: JobDto) =>
    run.mutate(
      { name: job.name },
      {
        onSuccess: (result) => {
          toast({
            title: t(result.success ? 'admin.jobs.ran' : 'admin.jobs.jobFailed'),
            description: ranText(t, result.job),
            variant: result.success ? 'success' : 'destructive',
          });
        },
        onError: (error) => toast({ title: t('admin.jobs.notRun'), description: errorMessage(error, t('admin.jobs.couldNotRun')), variant: 'destructive' }),
      },
    );

  const body = () => {
    if (list.isLoading) return <ListLoading label={t('admin.jobs.loading')} />;
    if (list.isError || !list.data) return <ListError message={t('admin.jobs.loadFailed')} onRetry={() => void list.refetch()} />;
    return (
      <>
        {!list.data.scheduler_enabled && (
          <p role="status" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
            {t('admin.jobs.schedulerOff')}
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
                    {t(opened === job.name ? 'admin.jobs.hideRuns' : 'admin.jobs.runs')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-3 py-1"
                    aria-label={t('admin.jobs.runNowLabel', { name: job.name })}
                    disabled={run.isPending}
                    busy={run.isPending && run.variables?.name === job.name}
                    onClick={() => runNow(job)}
                  >
                    {t(run.isPending && run.variables?.name === job.name ? 'admin.jobs.runningNow' : 'admin.jobs.runNow')}
                  </Button>
                </div>
              </div>
              <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_1fr_auto]">
                <div>
                  <dt className="text-xs text-stone-500">{t('admin.jobs.schedule')}</dt>
                  <dd className="font-mono text-xs">{job.schedule}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">{t('admin.jobs.lastRun')}</dt>
                  <dd>
                    <LastRun run={job.last_run} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">{t('admin.jobs.nextRun')}</dt>
                  <dd>{formatRunTime(job.next_run_at, locale)}</dd>
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
            {t('admin.jobs.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('admin.jobs.intro')}</p>
        </div>
        <Button variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('admin.jobs.refresh')}
        </Button>
      </div>
      {body()}
    </section>
  );
}
