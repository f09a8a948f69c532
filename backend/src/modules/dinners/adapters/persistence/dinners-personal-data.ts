import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/**
 * A couple's bookings, the reviews it gave and its late-cancellation standing. They belong to the couple: they go with
 * its last member (deleting a booking frees its spot; a paid fee stays, as when the couple
 * cancels). Reviews about the couple by others hold no personal data and stay.
 */
@Injectable()
export class DinnersPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    const query = (sql: string) => this.db.manager.query(sql, [subject.coupleId]);
    return {
      dinner_bookings: await query(`SELECT * FROM dinner_bookings WHERE couple_id = $1 ORDER BY created_at`),
      dinner_reviews: await query(`SELECT * FROM dinner_reviews WHERE couple_id = $1 ORDER BY created_at`),
      couple_standings: await query(`SELECT * FROM couple_standings WHERE couple_id = $1`),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    if (!subject.wholeCouple || !subject.coupleId) return;
    await this.db.manager.query(`DELETE FROM dinner_reviews WHERE couple_id = $1`, [subject.coupleId]);
    await this.db.manager.query(`DELETE FROM dinner_bookings WHERE couple_id = $1`, [subject.coupleId]);
    await this.db.manager.query(`DELETE FROM couple_standings WHERE couple_id = $1`, [subject.coupleId]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    const counts = await this.purgeBookings();
    await this.db.manager.query(`DELETE FROM couple_standings`);
    return counts;
  }

  override async purgeBookings(): Promise<PurgeCounts> {
    const [, deletedReviews] = await this.db.manager.query(`DELETE FROM dinner_reviews`);
    const [, deletedBookings] = await this.db.manager.query(`DELETE FROM dinner_bookings`);
    // The counters of consecutive late cancellations go with the bookings they counted.
    await this.db.manager.query(`UPDATE couple_standings SET consecutive_late_cancellations = 0, last_late_cancellation_at = NULL`);
    return { deletedBookings: deletedBookings as number, deletedReviews: deletedReviews as number };
  }
}
