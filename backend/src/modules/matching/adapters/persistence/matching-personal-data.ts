import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';
import { GroupLeavers } from '../../application/group-leavers';
import { sql } from '../../../../platform/database/sql';

/**
 * The groups a couple was seated in. With its last member it leaves the groups of dinners
 * still to come (the others of a revealed group are told); its seats at dinners already
 * held, and the reasons it was left out, stay under the couple's pseudonym: the dinners'
 * figures count them.
 */
@Injectable()
export class MatchingPersonalData extends PersonalDataHolder {
  constructor(
    private readonly db: TransactionalDb,
    private readonly leavers: GroupLeavers,
  ) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return {
      // Without group_id: it is the same for every couple of a table, so two exports compared would reveal tablemates early.
      dinner_group_participants: await this.db.rows(
        sql`SELECT id, dinner_id, couple_id, booking_id, participation_status, created_at FROM dinner_group_participants WHERE couple_id = ${subject.coupleId} ORDER BY created_at`,
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    if (!subject.wholeCouple || !subject.coupleId) return;
    await this.leavers.leaveUpcoming(subject.coupleId);
    await this.db.change(sql`UPDATE dinner_group_participants SET couple_id = ${subject.pseudonym} WHERE couple_id = ${subject.coupleId}`);
    await this.db.change(sql`UPDATE matching_unmatched_couples SET couple_id = ${subject.pseudonym} WHERE couple_id = ${subject.coupleId}`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.change(sql`DELETE FROM dinner_group_participants`);
    // Groups without a couple are nobody's table any more.
    await this.db.change(sql`DELETE FROM dinner_groups`);
    return {};
  }
}
