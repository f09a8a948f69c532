import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/**
 * Reports, actions and appeals. A couple's export holds the reports it made in full, the
 * reports about it without who made them or what they wrote (the reporter is never shown to
 * the reported couple), and the actions taken on it with its appeal. Erasing a whole couple
 * keeps the reports and actions under its pseudonym (the decisions stay on record, and a
 * pseudonym is nobody's seat), and drops its appeal's words.
 */
@Injectable()
export class SafetyPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    if (!subject.coupleId) return {};
    return {
      couple_reports: [
        ...(await this.db.rows<Record<string, unknown>>(
          sql`SELECT id, dinner_id, reported_couple_id, category, description, status, created_at FROM couple_reports
               WHERE reporter_couple_id = ${subject.coupleId} ORDER BY created_at`,
        )),
        ...(await this.db.rows<Record<string, unknown>>(
          sql`SELECT id, dinner_id, category, status, created_at FROM couple_reports WHERE reported_couple_id = ${subject.coupleId} ORDER BY created_at`,
        )),
      ],
      safety_actions: await this.db.rows(
        sql`SELECT id, action, reason, suspended_until, created_at, appeal_text, appealed_at FROM safety_actions WHERE couple_id = ${subject.coupleId} ORDER BY created_at`,
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.change(sql`UPDATE couple_reports SET reporter_user_id = NULL WHERE reporter_user_id = ANY(${subject.userIds}::uuid[])`);
    if (!subject.wholeCouple || !subject.coupleId) return;
    await this.db.change(sql`UPDATE couple_reports SET reporter_couple_id = ${subject.pseudonym} WHERE reporter_couple_id = ${subject.coupleId}`);
    await this.db.change(sql`UPDATE couple_reports SET reported_couple_id = ${subject.pseudonym} WHERE reported_couple_id = ${subject.coupleId}`);
    await this.db.change(sql`UPDATE safety_actions SET couple_id = ${subject.pseudonym}, appeal_text = NULL WHERE couple_id = ${subject.coupleId}`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.change(sql`DELETE FROM safety_notes`);
    await this.db.change(sql`DELETE FROM safety_actions`);
    await this.db.change(sql`DELETE FROM couple_reports`);
    return {};
  }
}
