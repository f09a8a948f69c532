import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/** Stands for an erased person or couple in the payments kept for accounting. */
export const ERASED_PARTY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Payments are accounting records: they are kept (amount, status, date, provider intent)
 * but detached from the person, and from the couple once it is gone. Subscriptions go
 * with the couple.
 */
@Injectable()
export class PaymentsPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return {
      payments: await this.db.manager.query(
        `SELECT id, couple_id, user_id, booking_id, dinner_id, amount, currency, status, provider, provider_intent_id, transaction_type, failure_message, created_at, updated_at
           FROM payments WHERE couple_id = $1 OR user_id = ANY($2::uuid[]) ORDER BY created_at`,
        [subject.coupleId, subject.userIds],
      ),
      subscriptions: await this.db.manager.query(`SELECT * FROM subscriptions WHERE couple_id = $1`, [subject.coupleId]),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.manager.query(`UPDATE payments SET user_id = $1 WHERE user_id = ANY($2::uuid[])`, [ERASED_PARTY_ID, subject.userIds]);
    if (!subject.wholeCouple || !subject.coupleId) return;
    await this.db.manager.query(`UPDATE payments SET couple_id = $1, booking_id = NULL, failure_message = NULL WHERE couple_id = $2`, [ERASED_PARTY_ID, subject.coupleId]);
    await this.db.manager.query(`DELETE FROM subscriptions WHERE couple_id = $1`, [subject.coupleId]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.manager.query(`UPDATE payments SET couple_id = $1, user_id = $1, booking_id = NULL, failure_message = NULL`, [ERASED_PARTY_ID]);
    await this.db.manager.query(`DELETE FROM subscriptions`);
    return {};
  }
}
