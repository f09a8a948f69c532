import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createAdmin, createCouple, createDinner, db } from '../dinners/dinner-fixtures';

const INVITATION = 'You are invited to join your couple account on Tablemates';

/** Customer support's actions on accounts and mails (issue 23): reinstate, resend an invitation, resend a mail. */
describe('support actions on accounts and mails', () => {
  let app: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    adminCookie = await createAdmin(app);
  });
  afterAll(() => app.close());

  const post = (path: string, body: object) => app.http().post(path).set('Cookie', adminCookie).send(body);
  const auditOf = async (action: string) => db(app).query(`SELECT subject_user_ids, detail FROM admin_audit_log WHERE action = $1 ORDER BY at DESC`, [action]);
  const lookup = async (query: string) =>
    (await app.http().get('/api/payments/admin/user-lookup').set('Cookie', adminCookie).query({ query }).expect(200)).body.results;
  const outbox = async (email: string) => db(app).query(`SELECT id, subject, text, status FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`, [email]);

  it('reinstates a terminated couple, who may book again, and refuses a couple in good standing', async () => {
    const couple = await createCouple(app);
    await db(app).query(`INSERT INTO couple_standings (couple_id, consecutive_late_cancellations, service_terminated) VALUES ($1, 2, true)`, [couple.coupleId]);
    const dinnerId = await createDinner(app);
    const refused = await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId, coupleId: couple.coupleId, amount: 15 });
    expect(refused.body.code).toBe('DINNERS.SERVICE_TERMINATED');
    // One status, whichever line support reads it on (issue 51).
    const [terminated] = await lookup(couple.users[0].id);
    expect(terminated.user.service_terminated).toBe(true);
    expect(terminated.couple).toEqual({ status: 'service_terminated', no_shows_last_12_months: 0 });

    await post(`/api/admin/support/couples/${couple.coupleId}/reinstate`, { reason: 'Both late cancellations were hospital visits' }).expect(204);
    expect(
      await db(app).query('SELECT consecutive_late_cancellations, service_terminated FROM couple_standings WHERE couple_id = $1', [couple.coupleId]),
    ).toEqual([{ consecutive_late_cancellations: 0, service_terminated: false }]);
    await bookAndPay(app, couple, dinnerId);
    const [entry] = await auditOf('reinstate_couple');
    expect(entry.subject_user_ids.sort()).toEqual(couple.users.map((user) => user.id).sort());
    expect(entry.detail).toEqual({ reason: 'Both late cancellations were hospital visits', coupleId: couple.coupleId });

    expect((await post(`/api/admin/support/couples/${couple.coupleId}/reinstate`, { reason: 'again' }).expect(409)).body.code).toBe('DINNERS.NOT_TERMINATED');
    await post(`/api/admin/support/couples/${randomUUID()}/reinstate`, { reason: 'nobody' }).expect(404);
    await post(`/api/admin/support/couples/${couple.coupleId}/reinstate`, {}).expect(400);
  });

  it("resends a couple's partner invitation with a fresh link to the address the couple gave", async () => {
    const coupleId = randomUUID();
    const primaryId = randomUUID();
    const tag = randomUUID().slice(0, 8);
    await db(app).query('INSERT INTO couples (id) VALUES ($1)', [coupleId]);
    await db(app).query(
      `INSERT INTO users (id, email, first_name, last_name, role, email_verified, couple_id) VALUES ($1, $2, 'Aoife', 'Byrne', 'primary', true, $3)`,
      [primaryId, `aoife.${tag}@example.ie`, coupleId],
    );
    const partnerEmail = `cian.${tag}@example.ie`;
    await db(app).query(`INSERT INTO pending_partners (couple_id, invited_by_user_id, first_name, email) VALUES ($1, $2, 'Cian', $3)`, [
      coupleId,
      primaryId,
      partnerEmail,
    ]);

    expect((await lookup(primaryId))[0].user.partner_invitation_pending).toBe(true);
    const sent = await post(`/api/admin/support/users/${primaryId}/resend-invitation`, { reason: 'Invitation went to spam' }).expect(200);
    expect(sent.body.partner_email).toBe(partnerEmail);
    const [mail] = await outbox(partnerEmail);
    expect(mail.subject).toBe(INVITATION);
    expect(mail.text).toContain('Hi Cian,');
    expect(mail.text).toContain('Aoife has invited you');
    const [entry] = await auditOf('resend_invitation');
    expect(entry).toEqual({ subject_user_ids: [primaryId], detail: { reason: 'Invitation went to spam', coupleId } });

    const joined = await createCouple(app);
    // A partner who joined is no invitation to resend: support is offered none.
    expect((await lookup(joined.users[0].id))[0].user.partner_invitation_pending).toBe(false);
    expect((await lookup(joined.users[1].id))[0].user.partner_invitation_pending).toBe(false);
    expect((await post(`/api/admin/support/users/${joined.users[0].id}/resend-invitation`, { reason: 'x' }).expect(409)).body.code).toBe(
      'IDENTITY.NO_INVITATION_TO_RESEND',
    );
    await post(`/api/admin/support/users/${randomUUID()}/resend-invitation`, { reason: 'x' }).expect(404);
  });

  it('resends a mail of the outbox as a copy to the same recipient', async () => {
    const couple = await createCouple(app);
    await bookAndPay(app, couple, await createDinner(app));
    const [original] = await outbox(couple.users[0].email);

    const copy = await post(`/api/admin/support/mails/${original.id}/resend`, { reason: 'Couple deleted it by mistake' }).expect(200);
    expect(copy.body).toMatchObject({ subject: original.subject, status: 'pending', sent_at: null });
    const mails = await outbox(couple.users[0].email);
    expect(mails).toHaveLength(2);
    // The copy says plainly that it is the mail sent then, not what is true now (issue 51).
    expect(mails[1]).toMatchObject({ id: copy.body.id, subject: original.subject, status: 'pending' });
    expect(mails[1].text).toBe(
      `This is a copy of a mail we sent you earlier, sent again by our support team. It tells what was true when it was first sent: your dashboard shows your dinners as they are now.\n\n${original.text}`,
    );
    const [entry] = await auditOf('resend_mail');
    expect(entry.subject_user_ids).toEqual([couple.users[0].id]);
    expect(entry.detail).toEqual({ reason: 'Couple deleted it by mistake', mailId: original.id, copyId: copy.body.id, subject: original.subject });

    await post(`/api/admin/support/mails/${randomUUID()}/resend`, { reason: 'x' }).expect(404);
    await post(`/api/admin/support/mails/${original.id}/resend`, { reason: '' }).expect(400);
    await app.http().post(`/api/admin/support/mails/${original.id}/resend`).set('Cookie', couple.cookie).send({ reason: 'x' }).expect(403);
    await app.http().post(`/api/admin/support/mails/${original.id}/resend`).send({ reason: 'x' }).expect(401);
  });

  it("blanks a support reason naming a person when that person's data is erased, and keeps the entry", async () => {
    const couple = await createCouple(app, { names: ['Gráinne', 'Tadhg'], lastName: 'Ó Súilleabháin' });
    await db(app).query(`INSERT INTO couple_standings (couple_id, consecutive_late_cancellations, service_terminated) VALUES ($1, 2, true)`, [couple.coupleId]);
    await post(`/api/admin/support/couples/${couple.coupleId}/reinstate`, { reason: 'Gráinne Ó Súilleabháin phoned: both were hospital visits' }).expect(204);
    await app.http().delete(`/api/admin/users/${couple.users[0].id}`).set('Cookie', adminCookie).expect(200);
    const [entry] = await db(app).query(`SELECT detail FROM admin_audit_log WHERE action = 'reinstate_couple' AND detail->>'coupleId' = $1`, [couple.coupleId]);
    expect(entry.detail).toEqual({ reason: '[erased]', coupleId: couple.coupleId });
  });
});
