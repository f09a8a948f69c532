import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../application/personal-data';
import { sql } from '../../../../platform/database/sql';

/** Identity's rows about people: users, sessions, emailed tokens, the partner described at signup. */
@Injectable()
export class IdentityPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  /** Sessions and emailed tokens are credentials: never exported (the user row keeps last_signed_in_at). */
  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return {
      users: await this.db.rows(
        sql`SELECT id, email, first_name, last_name, role, is_admin, email_verified, industry, location, phone_number, nationality, gender, gender_other,
                to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, signup_status, accepted_terms, accepted_privacy_policy,
                contact_consent, dinner_reminders, marketing_opt_in_requested_at, previous_emails, couple_id, invited_by_user_id, invitation_expires_at, last_signed_in_at, created_at, updated_at
           FROM users WHERE id = ANY(${subject.userIds}::uuid[]) ORDER BY created_at`,
      ),
      pending_partners: await this.db.rows(
        sql`SELECT id, couple_id, invited_by_user_id, first_name, email, gender, gender_other, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, invitation_sent_at, created_at
           FROM pending_partners WHERE couple_id = ${subject.coupleId} OR invited_by_user_id = ANY(${subject.userIds}::uuid[]) OR email = ANY(${subject.emails}::text[])`,
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.change(sql`DELETE FROM sessions WHERE user_id = ANY(${subject.userIds}::uuid[])`);
    await this.db.change(sql`DELETE FROM auth_tokens WHERE subject_id = ANY(${subject.userIds}::uuid[]) OR email = ANY(${subject.emails}::text[])`);
    await this.db.change(
      sql`DELETE FROM pending_partners WHERE (${subject.coupleId}::uuid IS NOT NULL AND couple_id = ${subject.coupleId} AND ${subject.wholeCouple}) OR invited_by_user_id = ANY(${subject.userIds}::uuid[]) OR email = ANY(${subject.emails}::text[])`,
    );
    // The per-account counter of failed sign-ins is named by the address (the per-client ones name nobody).
    await this.db.change(sql`DELETE FROM sign_in_attempts WHERE key = ANY(${subject.emails.map((email) => `account:${email}`)}::text[])`);
    await this.db.change(sql`UPDATE users SET invited_by_user_id = NULL WHERE invited_by_user_id = ANY(${subject.userIds}::uuid[])`);
    await this.db.change(sql`DELETE FROM users WHERE id = ANY(${subject.userIds}::uuid[])`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.change(sql`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE NOT is_admin)`);
    await this.db.change(sql`DELETE FROM auth_tokens WHERE subject_id NOT IN (SELECT id FROM users WHERE is_admin)`);
    await this.db.change(sql`DELETE FROM pending_partners`);
    await this.db.change(sql`DELETE FROM sign_in_attempts`);
    const { count: deletedUsers } = await this.db.change(sql`DELETE FROM users WHERE NOT is_admin`);
    return { deletedUsers };
  }
}
