import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { Sql, sql } from '../../../../platform/database/sql';
import { REMOVED_WORD, wholeWordsPattern } from '../../../../platform/database/whole-words';
import { BookingStatus, CANCELLABLE_BOOKING_STATUSES } from '../../domain/booking';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/** Stands for an erased person in the bookings and reviews kept for the dinners' figures. */
const ERASED_PERSON_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A couple's bookings, the reviews it gave and its late-cancellation standing. With its last
 * member the couple's personal data goes, never the facts other people's dinners and the
 * figures depend on: a booking of a dinner still to come is cancelled (its spot is freed; a
 * paid fee stays, as when the couple cancels), every booking and review is kept under the
 * couple's pseudonym with its free text removed, so that "3/20, attended 3" stays so.
 * Reviews about the couple by others hold no personal data and stay.
 *
 * "See you again": the export holds the couple's own marks, a mark of it by another couple only
 * when the pair is mutual (a one-sided mark stays the marker's secret), the contact grants its
 * members gave and received, and the wishes to be seated together; and the steps of a dinner's
 * history that name the couple; the evening's marks, "running late" and "didn't come" statements
 * by the couple (erasure keeps a mark under the pseudonym, a fact of the dinner, and deletes the
 * rest). Erasure removes a leaving
 * member's grants, and with the last member every mark, grant and wish by or about the couple.
 */
@Injectable()
export class DinnersPersonalData extends PersonalDataHolder {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    const couple = subject.coupleId;
    const rows = (query: Sql) => this.db.rows<Record<string, unknown>>(query);
    return {
      dinner_bookings: await rows(sql`SELECT * FROM dinner_bookings WHERE couple_id = ${couple} ORDER BY created_at`),
      dinner_reviews: await rows(sql`SELECT * FROM dinner_reviews WHERE couple_id = ${couple} ORDER BY created_at`),
      couple_standings: await rows(sql`SELECT * FROM couple_standings WHERE couple_id = ${couple}`),
      see_you_again_marks: await rows(
        sql`SELECT * FROM see_you_again_marks m
          WHERE m.couple_id = ${couple}
             OR (m.marked_couple_id = ${couple} AND EXISTS (SELECT 1 FROM see_you_again_marks back WHERE back.couple_id = ${couple} AND back.marked_couple_id = m.couple_id))
          ORDER BY created_at`,
      ),
      see_you_again_contact_grants: await rows(
        sql`SELECT * FROM see_you_again_contact_grants WHERE couple_id = ${couple} OR other_couple_id = ${couple} OR user_id = ANY(${subject.userIds}::uuid[]) ORDER BY updated_at`,
      ),
      see_you_again_seatings: await rows(
        sql`SELECT * FROM see_you_again_seatings WHERE couple_id = ${couple} OR other_couple_id = ${couple} ORDER BY created_at`,
      ),
      dinner_standby: await rows(sql`SELECT * FROM dinner_standby WHERE couple_id = ${couple} ORDER BY joined_at`),
      // The evening: the marks of the couple, its "running late", and what it said of its tablemates.
      dinner_attendance: await rows(sql`SELECT * FROM dinner_attendance WHERE couple_id = ${couple} ORDER BY marked_at`),
      dinner_running_late: await rows(sql`SELECT * FROM dinner_running_late WHERE couple_id = ${couple} ORDER BY sent_at`),
      dinner_absence_statements: await rows(sql`SELECT * FROM dinner_absence_statements WHERE couple_id = ${couple} ORDER BY created_at`),
      // The steps of a dinner's history that name the couple (an unseated couple refunded).
      dinner_history: await rows(sql`SELECT * FROM dinner_history WHERE detail->>'coupleId' = ${couple}::text ORDER BY at`),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    const change = (query: Sql) => this.db.change(query);
    await change(sql`DELETE FROM see_you_again_contact_grants WHERE user_id = ANY(${subject.userIds}::uuid[])`);
    // A member leaving alone: the couple stays on its standby lists, no longer in that member's name.
    if (subject.userIds.length > 0) await change(sql`UPDATE dinner_standby SET user_id = ${ERASED_PERSON_ID} WHERE user_id = ANY(${subject.userIds}::uuid[])`);
    // A safety decision's reason is an admin's free text (docs/trust-and-safety.md): it keeps the decision, not the words naming the person.
    const words = wholeWordsPattern([...subject.emails, ...subject.mentions]);
    if (words) {
      await change(
        sql`UPDATE couple_standings SET suspension_reason = regexp_replace(suspension_reason, ${words}, ${REMOVED_WORD}, 'gi'),
                                        termination_reason = regexp_replace(termination_reason, ${words}, ${REMOVED_WORD}, 'gi')
             WHERE suspension_reason ~* ${words} OR termination_reason ~* ${words}`,
      );
    }
    if (!subject.wholeCouple || !subject.coupleId) return;
    const couple = subject.coupleId;
    await change(sql`DELETE FROM see_you_again_marks WHERE couple_id = ${couple} OR marked_couple_id = ${couple}`);
    await change(sql`DELETE FROM see_you_again_contact_grants WHERE couple_id = ${couple} OR other_couple_id = ${couple}`);
    await change(sql`DELETE FROM see_you_again_seatings WHERE couple_id = ${couple} OR other_couple_id = ${couple}`);
    await change(sql`DELETE FROM dinner_standby WHERE couple_id = ${couple}`);
    const now = this.clock.now();
    await change(
      sql`UPDATE dinner_bookings b SET status = ${'cancelled' satisfies BookingStatus}, cancelled_at = ${now}, hold_expires_at = NULL, updated_at = ${now}
         FROM dinner_events d
        WHERE b.couple_id = ${couple} AND d.id = b.dinner_id AND d.event_date > ${now} AND b.status = ANY(${CANCELLABLE_BOOKING_STATUSES})`,
    );
    await change(
      sql`UPDATE dinner_bookings SET couple_id = ${subject.pseudonym}, booked_by_user_id = ${ERASED_PERSON_ID}, special_requests = NULL WHERE couple_id = ${couple}`,
    );
    await change(
      sql`UPDATE dinner_reviews SET couple_id = ${subject.pseudonym}, author_user_id = ${ERASED_PERSON_ID}, review_text = NULL, restaurant_feedback_text = NULL,
              couple_reviews = (SELECT coalesce(jsonb_object_agg(key, value - 'feedback'), '{}'::jsonb) FROM jsonb_each(couple_reviews))
        WHERE couple_id = ${couple}`,
    );
    // The dinner's history keeps the step (an unseated couple refunded), not who it was.
    await change(
      sql`UPDATE dinner_history SET detail = detail || jsonb_build_object('coupleId', ${subject.pseudonym}::text) WHERE detail->>'coupleId' = ${couple}`,
    );
    await change(sql`DELETE FROM couple_standings WHERE couple_id = ${couple}`);
    // The evening: an arrival or a no-show stays a fact of the dinner, under the pseudonym; the rest goes.
    await change(sql`UPDATE dinner_attendance SET couple_id = ${subject.pseudonym} WHERE couple_id = ${couple}`);
    await change(sql`DELETE FROM dinner_running_late WHERE couple_id = ${couple}`);
    await change(sql`DELETE FROM dinner_absence_statements WHERE couple_id = ${couple} OR absent_couple_id = ${couple}`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    const counts = await this.purgeBookings();
    await this.db.change(sql`DELETE FROM couple_standings`);
    return counts;
  }

  override async purgeBookings(): Promise<PurgeCounts> {
    await this.db.change(sql`DELETE FROM dinner_standby`);
    const { count: deletedReviews } = await this.db.change(sql`DELETE FROM dinner_reviews`);
    // The marks were given after the dinners being purged; the grants and wishes stood on them (a match must not come back with old choices).
    await this.db.change(sql`DELETE FROM see_you_again_marks`);
    await this.db.change(sql`DELETE FROM see_you_again_contact_grants`);
    await this.db.change(sql`DELETE FROM see_you_again_seatings`);
    // The evening's records go with the dinners' bookings (the marks by the bookings' cascade).
    await this.db.change(sql`DELETE FROM dinner_running_late`);
    await this.db.change(sql`DELETE FROM dinner_absence_statements`);
    const { count: deletedBookings } = await this.db.change(sql`DELETE FROM dinner_bookings`);
    // The counters of consecutive late cancellations go with the bookings they counted.
    await this.db.change(sql`UPDATE couple_standings SET consecutive_late_cancellations = 0, last_late_cancellation_at = NULL`);
    return { deletedBookings, deletedReviews };
  }
}
