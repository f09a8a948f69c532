import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListJobRunsMockHandler, getListJobsMockHandler, getRunJobMockHandler } from '../../api/generated/admin/admin.msw';
import type { JobDto, JobRunDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import JobsSection from './jobs-section';

const CLOSE: JobDto = {
  name: 'dinners.close-bookings',
  description: 'Closes bookings at the deadline.',
  schedule: '* * * * *',
  next_run_at: '2026-12-01T18:01:00.000Z',
  last_run: {
    trigger: 'schedule',
    started_at: '2026-12-01T18:00:00.000Z',
    finished_at: '2026-12-01T18:00:01.200Z',
    duration_ms: 1200,
    outcome: 'succeeded',
    summary: 'closed 2 dinners',
    error: null,
  },
};
const COMPLETE: JobDto = {
  name: 'dinners.complete',
  description: 'Completes dinners.',
  schedule: '*/10 * * * *',
  next_run_at: '2026-12-01T18:10:00.000Z',
  last_run: null,
};
const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <JobsSection /> });

describe('scheduled jobs section', () => {
  const server = serveApi();

  it('shows each job with its schedule, what its last run changed and how long it took', async () => {
    server.use(getListJobsMockHandler({ jobs: [CLOSE, COMPLETE], scheduler_enabled: true }));
    render();
    const row = (await screen.findByText('dinners.close-bookings')).closest('li')!;
    expect(within(row).getByText('* * * * *')).toBeInTheDocument();
    expect(within(row).getByText('Succeeded')).toBeInTheDocument();
    expect(within(row).getByText('closed 2 dinners')).toBeInTheDocument();
    expect(within(row).getByText('(1.2 s)')).toBeInTheDocument();
    expect(within(screen.getByText('dinners.complete').closest('li')!).getByText('Not run yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('runs a job now and says what it did', async () => {
    let jobs = [CLOSE];
    server.use(
      getListJobsMockHandler(() => ({ jobs, scheduler_enabled: false })),
      getRunJobMockHandler(() => {
        const job: JobDto = { ...CLOSE, last_run: { ...CLOSE.last_run!, trigger: 'manual', summary: 'closed 1 dinner' } };
        jobs = [job];
        return { success: true, message: 'dinners.close-bookings ran: closed 1 dinner', job };
      }),
    );
    render();
    expect(await screen.findByText(/does not run the schedule/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run dinners.close-bookings now' }));
    expect(await screen.findByText('Job ran')).toBeInTheDocument();
    expect(screen.getByText('dinners.close-bookings ran: closed 1 dinner')).toBeInTheDocument();
    expect(await screen.findByText('manual')).toBeInTheDocument();
  });

  it('toasts the refusal of a job that is running', async () => {
    server.use(
      getListJobsMockHandler({ jobs: [CLOSE], scheduler_enabled: true }),
      onOperation(getRunJobMockHandler, () =>
        refusal({ statusCode: 409, error: 'Conflict', message: 'This job is running right now. Try again when it has finished.', code: 'JOBS.RUNNING' }),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Run dinners.close-bookings now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is running right now. Try again when it has finished.');
  });

  it('shows the load failure with a retry', async () => {
    server.use(onOperation(getListJobsMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load jobs');
  });

  it("opens a job's latest runs with failures marked and their errors", async () => {
    const runs: JobRunDto[] = [
      {
        trigger: 'schedule',
        started_at: '2026-12-01T18:02:00.000Z',
        finished_at: '2026-12-01T18:02:00.300Z',
        duration_ms: 300,
        outcome: 'failed',
        summary: null,
        error: 'connection refused',
      },
      {
        trigger: 'manual',
        started_at: '2026-12-01T18:01:00.000Z',
        finished_at: '2026-12-01T18:01:01.200Z',
        duration_ms: 1200,
        outcome: 'succeeded',
        summary: 'closed 2 dinners',
        error: null,
      },
    ];
    server.use(getListJobsMockHandler({ jobs: [CLOSE], scheduler_enabled: true }), getListJobRunsMockHandler({ name: CLOSE.name, runs }));
    render();
    const toggle = await screen.findByRole('button', { name: 'Runs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Runs of dinners.close-bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass('bg-red-50');
    expect(within(items[0]).getByText('connection refused')).toBeInTheDocument();
    expect(within(items[1]).getByText('1.2 s')).toBeInTheDocument();
    expect(screen.getByText('Latest 2 runs, newest first: 1 failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide runs' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts a single run as one', async () => {
    server.use(getListJobsMockHandler({ jobs: [CLOSE], scheduler_enabled: true }), getListJobRunsMockHandler({ name: CLOSE.name, runs: [CLOSE.last_run!] }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Runs' }));
    expect(await screen.findByText('Latest 1 run, newest first: 0 failed.')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: outcomes, durations with a decimal comma, times in French', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getListJobsMockHandler({ jobs: [CLOSE, COMPLETE], scheduler_enabled: false }));
    render();
    expect(await screen.findByRole('heading', { name: 'Tâches planifiées' })).toBeInTheDocument();
    const row = within(screen.getByText('dinners.close-bookings').closest('li')!);
    expect(row.getByText('Réussie')).toBeInTheDocument();
    expect(row.getByText('(1,2 s)')).toBeInTheDocument();
    expect(row.getByText('mar. 1 déc., 18:00:00')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Lancer dinners.close-bookings maintenant' })).toBeInTheDocument();
    expect(within(screen.getByText('dinners.complete').closest('li')!).getByText('Jamais exécutée')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Cette instance n’exécute pas la planification/);
  });

  it('says in French what a run did, the summary in its own words', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getListJobsMockHandler({ jobs: [CLOSE], scheduler_enabled: false }),
      getRunJobMockHandler({
        success: true,
        message: 'dinners.close-bookings ran: nothing was due',
        job: { ...CLOSE, last_run: { ...CLOSE.last_run!, summary: null } },
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Lancer dinners.close-bookings maintenant' }));
    expect(await screen.findByText('dinners.close-bookings exécutée : rien n’était dû')).toBeInTheDocument();
  });
});
