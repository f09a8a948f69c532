import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';
import { sql } from '../../../../platform/database/sql';

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
      payments: await this.db.rows(
        sql`SELECT id, couple_id, user_id, booking_id, dinner_id, amount, currency, status, provider, provider_intent_id, transaction_type, failure_message, created_at, updated_at
           FROM payments WHERE couple_id = ${subject.coupleId} OR user_id = ANY(${subject.userIds}::uuid[]) ORDER BY created_at`,
      ),
      subscriptions: await this.db.rows(sql`SELECT * FROM subscriptions WHERE couple_id = ${subject.coupleId}`),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.change(sql`UPDATE payments SET user_id = ${ERASED_PARTY_ID} WHERE user_id = ANY(${subject.userIds}::uuid[])`);
    if (!subject.wholeCouple || !subject.coupleId) return;
    await this.db.change(
      sql`UPDATE payments SET couple_id = ${ERASED_PARTY_ID}, booking_id = NULL, failure_message = NULL WHERE couple_id = ${subject.coupleId}`,
    );
    await this.db.change(sql`DELETE FROM subscriptions WHERE couple_id = ${subject.coupleId}`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.change(sql`UPDATE payments SET couple_id = ${ERASED_PARTY_ID}, user_id = ${ERASED_PARTY_ID}, booking_id = NULL, failure_message = NULL`);
    await this.db.change(sql`DELETE FROM subscriptions`);
    return {};
  }

  /** The payments stay (accounting); the bookings they paid for are gone, so is the link. */
  override async purgeBookings(): Promise<PurgeCounts> {
    await this.db.change(sql`UPDATE payments SET booking_id = NULL WHERE booking_id IS NOT NULL`);
    return {};
  }
}
