import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/** The couple, its shared profile, and wizard data saved under the members' emails. */
@Injectable()
export class CoupleProfilePersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    const query = (sql: string, params: unknown[]) => this.db.manager.query(sql, params);
    return {
      couples: await query(`SELECT * FROM couples WHERE id = $1`, [subject.coupleId]),
      couple_profiles: await query(`SELECT * FROM couple_profiles WHERE couple_id = $1`, [subject.coupleId]),
      partial_signups: await query(`SELECT * FROM partial_signups WHERE email = ANY($1::text[])`, [subject.emails]),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.manager.query(`DELETE FROM partial_signups WHERE email = ANY($1::text[])`, [subject.emails]);
    // The profile is the couple's, not one member's: it goes with the last member.
    if (subject.wholeCouple && subject.coupleId) await this.db.manager.query(`DELETE FROM couples WHERE id = $1`, [subject.coupleId]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    const [, deletedProfiles] = await this.db.manager.query(`DELETE FROM couple_profiles`);
    const [, deletedCouples] = await this.db.manager.query(`DELETE FROM couples`);
    await this.db.manager.query(`DELETE FROM partial_signups`);
    return { deletedProfiles: deletedProfiles as number, deletedCouples: deletedCouples as number };
  }
}
