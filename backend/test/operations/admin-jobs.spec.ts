import { seedAdmin } from '../../scripts/matching/booked-dinner';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db, signIn } from '../dinners/dinner-fixtures';

const HOUR = 3_600_000;

describe('admin Jobs panel (GET /api/admin/jobs, POST /api/admin/jobs/{name}/run)', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp({ now: new Date('2026-12-01T18:00:30Z'), env: { JOB_SCHEDULES: 'dinners.notifications=*/2 * * * *' } });
    admin = await signIn(app, await seedAdmin(db(app)));
  });
  afterAll(() => app.close());

  const list = () => app.http().get('/api/admin/jobs').set('Cookie', admin);
  const runNow = (name: string) => app.http().post(`/api/admin/jobs/${name}/run`).set('Cookie', admin);

  it('is for admins only', async () => {
    await app.http().get('/api/admin/jobs').expect(401);
    const couple = await createCouple(app);
    await app.http().get('/api/admin/jobs').set('Cookie', couple.cookie).expect(403);
    await app.http().post('/api/admin/jobs/dinners.close-bookings/run').set('Cookie', couple.cookie).expect(403);
  });

  it('lists every job with its schedule in force and its next run', async () => {
    const { body } = await list().expect(200);
    expect(body.scheduler_enabled).toBe(false);
    const byName = new Map(body.jobs.map((job: { name: string }) => [job.name, job]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        'dinners.close-bookings',
        'dinners.match-and-assign',
        'dinners.notifications',
        'dinners.complete',
        'dinners.release-holds',
        'payments.retry-refunds',
        'platform.housekeeping',
      ]),
    );
    expect(byName.get('dinners.close-bookings')).toMatchObject({ schedule: '* * * * *', last_run: null, next_run_at: '2026-12-01T18:01:00.000Z' });
    expect(byName.get('dinners.notifications')).toMatchObject({ schedule: '*/2 * * * *', next_run_at: '2026-12-01T18:02:00.000Z' });
  });

  it("describes each job in the reader's language (issue 49)", async () => {
    const described = async (language: string) =>
      new Map(
        (await list().set('Accept-Language', language).expect(200)).body.jobs.map((job: { name: string; description: string }) => [job.name, job.description]),
      );
    const english = await described('en');
    const french = await described('fr-FR');
    expect(english.get('payments.retry-refunds')).toBe('Asks the payment provider again for refunds it refused or could not take earlier.');
    expect(french.get('payments.retry-refunds')).toBe(
      'Redemande au prestataire de paiement les remboursements qu’il a refusés ou n’a pas pu effectuer plus tôt.',
    );
    for (const [name, text] of french) expect([name, text]).not.toEqual([name, english.get(name)]);
  });

  it('runs a job now, recorded as manual, with what it changed', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 24 });
    await bookAndPay(app, couple, dinnerId);
    app.clock.advance(24 * HOUR);

    const { body } = await runNow('dinners.close-bookings').expect(200);
    expect(body).toMatchObject({
      success: true,
      message: 'dinners.close-bookings ran: closed 1 dinner, cancelled 1 dinner with too few couples, refunded 1 booking',
      job: {
        name: 'dinners.close-bookings',
        last_run: { trigger: 'manual', outcome: 'succeeded', summary: 'closed 1 dinner, cancelled 1 dinner with too few couples, refunded 1 booking' },
      },
    });
    expect(body.job.last_run.duration_ms).toBeGreaterThanOrEqual(0);
    app.clock.advance(1000);
    const again = await runNow('dinners.close-bookings').expect(200);
    expect(again.body).toMatchObject({ success: true, message: 'dinners.close-bookings ran: nothing was due', job: { last_run: { summary: null } } });
    const listed = (await list().expect(200)).body.jobs.find((job: { name: string }) => job.name === 'dinners.close-bookings');
    expect(listed.last_run).toMatchObject({ trigger: 'manual', outcome: 'succeeded' });
  });

  it("words a run's summary in the reader's language, the message line staying English", async () => {
    for (let dinner = 0; dinner < 2; dinner++)
      await bookAndPay(app, await createCouple(app), await createDinner(app, { eventInHours: 72, deadlineInHours: 24 }));
    app.clock.advance(24 * HOUR);
    const french = 'réservations closes pour 2 dîners, 2 dîners annulés faute d’assez de couples, 2 réservations remboursées';
    const english = 'closed 2 dinners, cancelled 2 dinners with too few couples, refunded 2 bookings';

    const { body } = await runNow('dinners.close-bookings').set('Accept-Language', 'fr-FR,fr;q=0.9').expect(200);
    expect(body).toMatchObject({ success: true, message: `dinners.close-bookings ran: ${english}`, job: { last_run: { summary: french } } });
    const runs = async (language: string) =>
      (await app.http().get('/api/admin/jobs/dinners.close-bookings/runs').set('Cookie', admin).set('Accept-Language', language).expect(200)).body.runs;
    expect((await runs('fr'))[0].summary).toBe(french);
    expect((await runs('en'))[0].summary).toBe(english);
    const listed = (await list().set('Accept-Language', 'fr').expect(200)).body.jobs.find((job: { name: string }) => job.name === 'dinners.close-bookings');
    expect(listed.last_run.summary).toBe(french);
  });

  it('shows a run recorded before summaries were kept in every language as it was recorded, and one whose part is no longer known', async () => {
    const now = app.clock.now();
    await db(app).query(
      `INSERT INTO job_runs (job_name, started_at, heartbeat_at, finished_at, outcome, summary, summary_parts) VALUES
       ('payments.retry-refunds', $1, $1, $1, 'succeeded', 'refunded 2 payments', NULL),
       ('dinners.release-holds', $1, $1, $1, 'succeeded', 'expired 3 holds', '[{"key": "dinners.jobSummary.retired", "values": {"count": 3}}]')`,
      [now],
    );
    const jobs = new Map(
      (await list().set('Accept-Language', 'fr').expect(200)).body.jobs.map((job: { name: string; last_run: { summary: string } | null }) => [
        job.name,
        job.last_run,
      ]),
    );
    expect(jobs.get('payments.retry-refunds')).toMatchObject({ summary: 'refunded 2 payments' });
    expect(jobs.get('dinners.release-holds')).toMatchObject({ summary: 'expired 3 holds' });
  });

  it('refuses an unknown job and a job that is running', async () => {
    expect((await runNow('dinners.nothing').expect(404)).body).toMatchObject({ code: 'JOBS.NOT_FOUND', message: 'There is no job named dinners.nothing.' });
    const now = app.clock.now();
    await db(app).query(`INSERT INTO job_runs (job_name, slot, started_at, heartbeat_at) VALUES ('dinners.complete', $1, $1, $1)`, [now]);
    expect((await runNow('dinners.complete').expect(409)).body).toMatchObject({
      code: 'JOBS.RUNNING',
      message: 'This job is running right now. Try again when it has finished.',
    });
    expect((await list().expect(200)).body.jobs.find((job: { name: string }) => job.name === 'dinners.complete').last_run).toMatchObject({
      outcome: 'running',
      duration_ms: null,
    });
  });

  it('refuses to start with a schedule override for a job that does not exist', async () => {
    await expect(createTestApp({ env: { JOB_SCHEDULES: 'dinners.notification=* * * * *' } })).rejects.toThrow(
      'Invalid environment variable JOB_SCHEDULES: names an unknown job "dinners.notification"',
    );
  });
});
