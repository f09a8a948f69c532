import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/** The groups a couple was seated in: its seats go with its last member; the groups stay for the others. */
@Injectable()
export class MatchingPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return { dinner_group_participants: await this.db.manager.query(`SELECT * FROM dinner_group_participants WHERE couple_id = $1 ORDER BY created_at`, [subject.coupleId]) };
  }

  async erase(subject: DataSubject): Promise<void> {
    if (subject.wholeCouple && subject.coupleId) await this.db.manager.query(`DELETE FROM dinner_group_participants WHERE couple_id = $1`, [subject.coupleId]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.manager.query(`DELETE FROM dinner_group_participants`);
    // Groups without a couple are nobody's table any more.
    await this.db.manager.query(`DELETE FROM dinner_groups`);
    return {};
  }
}
