import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../application/personal-data';

/** Identity's rows about people: users, sessions, emailed tokens, the partner described at signup. */
@Injectable()
export class IdentityPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    const query = (sql: string, params: unknown[]) => this.db.manager.query(sql, params);
    return {
      users: await query(
        `SELECT id, email, first_name, last_name, role, is_admin, email_verified, industry, location, phone_number, nationality, gender, gender_other,
                to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, signup_status, accepted_terms, accepted_privacy_policy,
                contact_consent, dinner_reminders, previous_emails, couple_id, invited_by_user_id, invitation_expires_at, last_signed_in_at, created_at, updated_at
           FROM users WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
        [subject.userIds],
      ),
      sessions: await query(`SELECT user_id, expire FROM sessions WHERE user_id = ANY($1::uuid[]) ORDER BY expire`, [subject.userIds]),
      auth_tokens: await query(
        `SELECT id, purpose, email, expires_at, used_at, superseded_at, created_at FROM auth_tokens WHERE subject_id = ANY($1::uuid[]) OR email = ANY($2::text[]) ORDER BY created_at`,
        [subject.userIds, subject.emails],
      ),
      pending_partners: await query(
        `SELECT id, couple_id, invited_by_user_id, first_name, email, gender, gender_other, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, invitation_sent_at, created_at
           FROM pending_partners WHERE couple_id = $1 OR invited_by_user_id = ANY($2::uuid[]) OR email = ANY($3::text[])`,
        [subject.coupleId, subject.userIds, subject.emails],
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    const query = (sql: string, params: unknown[]) => this.db.manager.query(sql, params);
    await query(`DELETE FROM sessions WHERE user_id = ANY($1::uuid[])`, [subject.userIds]);
    await query(`DELETE FROM auth_tokens WHERE subject_id = ANY($1::uuid[]) OR email = ANY($2::text[])`, [subject.userIds, subject.emails]);
    await query(`DELETE FROM pending_partners WHERE ($1::uuid IS NOT NULL AND couple_id = $1 AND $2) OR invited_by_user_id = ANY($3::uuid[]) OR email = ANY($4::text[])`, [
      subject.coupleId,
      subject.wholeCouple,
      subject.userIds,
      subject.emails,
    ]);
    // The per-account counter of failed sign-ins is named by the address (the per-client ones name nobody).
    await query(`DELETE FROM sign_in_attempts WHERE key = ANY($1::text[])`, [subject.emails.map((email) => `account:${email}`)]);
    await query(`UPDATE users SET invited_by_user_id = NULL WHERE invited_by_user_id = ANY($1::uuid[])`, [subject.userIds]);
    await query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [subject.userIds]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    const query = (sql: string) => this.db.manager.query(sql);
    await query(`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE NOT is_admin)`);
    await query(`DELETE FROM auth_tokens WHERE subject_id NOT IN (SELECT id FROM users WHERE is_admin)`);
    await query(`DELETE FROM pending_partners`);
    await query(`DELETE FROM sign_in_attempts`);
    const [, deletedUsers] = await query(`DELETE FROM users WHERE NOT is_admin`);
    return { deletedUsers: deletedUsers as number };
  }
}
