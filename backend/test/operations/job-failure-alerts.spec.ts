import { seedAdmin } from '../../scripts/matching/booked-dinner';
import { JobRunner } from '../../src/platform/jobs/job-runner';
import { createTestApp, TestApp } from '../support/test-app';
import { createSignedInAdmin, db, signIn } from '../dinners/dinner-fixtures';

const MINUTE = 60_000;
const JOB = 'dinners.complete';

/** Issue 23: a job's latest runs for the Jobs panel, and one mail to the admins when it keeps failing, one when it recovers. */
describe('job history and failure alerts', () => {
  let app: TestApp;
  let admin: string;
  let frenchAdmin: string;

  beforeAll(async () => {
    app = await createTestApp({ now: new Date('2026-12-01T18:00:30Z') });
    admin = await signIn(app, await seedAdmin(db(app)));
    const { id } = await createSignedInAdmin(app);
    await db(app).query(`UPDATE users SET language = 'fr' WHERE id = $1`, [id]);
    [{ email: frenchAdmin }] = await db(app).query(`SELECT email FROM users WHERE id = $1`, [id]);
  });
  afterAll(() => app.close());

  /** One run of the job, a minute after the previous one, failing or not (the runner's own path: claim, finish, listeners). */
  async function run(fails: boolean): Promise<void> {
    app.clock.advance(MINUTE);
    await app.app.get(JobRunner).run(JOB, async () => {
      if (fails) throw new Error('connection refused');
      return { parts: [], text: 'completed 1 dinner' };
    });
  }
  const alerts = async () =>
    (await db(app).query(`SELECT subject, text FROM mail_outbox WHERE subject LIKE 'Scheduled job %' ORDER BY created_at`)) as {
      subject: string;
      text: string;
    }[];

  it('mails the admins once on the third failure in a row and once when the job recovers, never per failure', async () => {
    await run(false);
    await run(true);
    await run(true);
    expect(await alerts()).toEqual([]);
    await run(true);
    const failing = await alerts();
    expect(failing.map((mail) => mail.subject)).toEqual([`Scheduled job ${JOB} is failing`]);
    expect(failing[0].text).toContain('has failed 3 times in a row');
    expect(failing[0].text).toContain('Its last error: connection refused');
    for (let failure = 0; failure < 5; failure += 1) await run(true);
    expect(await alerts()).toHaveLength(1);

    await run(false);
    expect((await alerts()).map((mail) => mail.subject)).toEqual([`Scheduled job ${JOB} is failing`, `Scheduled job ${JOB} has recovered`]);
    await run(false);
    await run(true);
    await run(true);
    expect(await alerts()).toHaveLength(2);
  });

  it('tells an admin who reads French in French (issue 49)', async () => {
    const mails = (await db(app).query(`SELECT subject, text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`, [frenchAdmin])) as {
      subject: string;
      text: string;
    }[];
    expect(mails.map((mail) => mail.subject)).toEqual([`La tâche planifiée ${JOB} échoue`, `La tâche planifiée ${JOB} fonctionne de nouveau`]);
    expect(mails[0].text).toContain('a échoué 3 fois de suite.');
    expect(mails[0].text).toContain('Sa dernière erreur : connection refused');
    expect(mails[0].text).toContain('Ouvrir Tâches planifiées');
  });

  it("answers a job's latest 50 runs, newest first, with outcome and duration", async () => {
    for (let index = 0; index < 55; index += 1) await run(index % 10 === 0);
    const { body } = await app.http().get(`/api/admin/jobs/${JOB}/runs`).set('Cookie', admin).expect(200);
    expect(body.name).toBe(JOB);
    expect(body.runs).toHaveLength(50);
    const started = body.runs.map((runRow: { started_at: string }) => Date.parse(runRow.started_at));
    expect([...started].sort((a, b) => b - a)).toEqual(started);
    expect(body.runs[0]).toMatchObject({ trigger: 'schedule', outcome: 'succeeded', summary: 'completed 1 dinner', error: null, duration_ms: 0 });
    expect(body.runs.find((runRow: { outcome: string }) => runRow.outcome === 'failed')).toMatchObject({ error: 'connection refused', summary: null });
    expect((await app.http().get('/api/admin/jobs/dinners.nothing/runs').set('Cookie', admin).expect(404)).body.code).toBe('JOBS.NOT_FOUND');
    await app.http().get(`/api/admin/jobs/${JOB}/runs`).expect(401);
  });
});
