import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { REMOVED_WORD, wholeWordsPattern } from '../../../../platform/database/whole-words';
import { EventLog } from '../../../../platform/events/event-log';
import { SAFETY_ACTION_TAKEN_EVENT } from '../../domain/safety-events';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/**
 * Reports, actions and appeals. A couple's export holds the reports it made in full, the
 * reports about it without who made them or what they wrote (the reporter is never shown to
 * the reported couple), and the actions taken on it with its appeal. Erasing a whole couple
 * keeps the reports and actions under its pseudonym (the decisions stay on record, and a
 * pseudonym is nobody's seat), and drops its appeal's words. Erasing anyone removes the
 * words that name them (names, email, phone) from every report's text, note, action reason
 * and appeal, and from the reasons the `safety.action_taken` events carry: what happened
 * stays on record, who it was does not (as in the mails kept for others).
 */
@Injectable()
export class SafetyPersonalData extends PersonalDataHolder {
  constructor(
    private readonly db: TransactionalDb,
    private readonly events: EventLog,
  ) {
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
    await this.eraseMentions([...subject.emails, ...subject.mentions]);
    if (!subject.wholeCouple || !subject.coupleId) return;
    await this.db.change(sql`UPDATE couple_reports SET reporter_couple_id = ${subject.pseudonym} WHERE reporter_couple_id = ${subject.coupleId}`);
    await this.db.change(sql`UPDATE couple_reports SET reported_couple_id = ${subject.pseudonym} WHERE reported_couple_id = ${subject.coupleId}`);
    await this.db.change(sql`UPDATE safety_actions SET couple_id = ${subject.pseudonym}, appeal_text = NULL WHERE couple_id = ${subject.coupleId}`);
  }

  /** The admins' and members' free texts keep what happened, not the words that name the erased person. */
  private async eraseMentions(words: string[]): Promise<void> {
    const pattern = wholeWordsPattern(words);
    if (!pattern) return;
    await this.db.change(
      sql`UPDATE couple_reports SET description = regexp_replace(description, ${pattern}, ${REMOVED_WORD}, 'gi') WHERE description ~* ${pattern}`,
    );
    await this.db.change(sql`UPDATE safety_notes SET text = regexp_replace(text, ${pattern}, ${REMOVED_WORD}, 'gi') WHERE text ~* ${pattern}`);
    await this.db.change(
      sql`UPDATE safety_actions SET reason = regexp_replace(reason, ${pattern}, ${REMOVED_WORD}, 'gi'),
                                    appeal_text = regexp_replace(appeal_text, ${pattern}, ${REMOVED_WORD}, 'gi')
           WHERE reason ~* ${pattern} OR appeal_text ~* ${pattern}`,
    );
    await this.events.eraseWords([SAFETY_ACTION_TAKEN_EVENT], words);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    // The actions' events stay in the log (the subscribers' history), without the reasons that may name the people purged.
    await this.events.eraseField([SAFETY_ACTION_TAKEN_EVENT], 'reason');
    await this.db.change(sql`DELETE FROM safety_notes`);
    await this.db.change(sql`DELETE FROM safety_actions`);
    await this.db.change(sql`DELETE FROM couple_reports`);
    return {};
  }
}
