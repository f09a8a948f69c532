import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';
import { sql } from '../../../../platform/database/sql';

/** The couple, its shared profile, and wizard data saved under the members' emails. */
@Injectable()
export class CoupleProfilePersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return {
      couples: await this.db.rows(sql`SELECT * FROM couples WHERE id = ${subject.coupleId}`),
      couple_profiles: await this.db.rows(sql`SELECT * FROM couple_profiles WHERE couple_id = ${subject.coupleId}`),
      // Not the browser token's hash: it binds the row to a browser, it is nothing the member wrote.
      partial_signups: await this.db.rows(
        sql`SELECT id, email, data, created_at, updated_at FROM partial_signups WHERE email = ANY(${subject.emails}::text[])`,
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.change(sql`DELETE FROM partial_signups WHERE email = ANY(${subject.emails}::text[])`);
    // The profile is the couple's, not one member's: it goes with the last member.
    if (subject.wholeCouple && subject.coupleId) await this.db.change(sql`DELETE FROM couples WHERE id = ${subject.coupleId}`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    const { count: deletedProfiles } = await this.db.change(sql`DELETE FROM couple_profiles`);
    const { count: deletedCouples } = await this.db.change(sql`DELETE FROM couples`);
    await this.db.change(sql`DELETE FROM partial_signups`);
    return { deletedProfiles: deletedProfiles as number, deletedCouples: deletedCouples as number };
  }
}
