import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { SignInAttemptRecords } from '../../application/sign-in-attempt-records';
import { AttemptRecord } from '../../domain/sign-in-throttle';
import { SignInAttemptOrmEntity } from './sign-in-attempt.orm-entity';

@Injectable()
export class TypeOrmSignInAttemptRecords extends SignInAttemptRecords {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(SignInAttemptOrmEntity);
  }

  async lockFor(key: string): Promise<AttemptRecord> {
    await this.rows.createQueryBuilder().insert().values({ key, failures: 0 }).orIgnore().execute();
    const row = await this.rows.findOneOrFail({ where: { key }, lock: { mode: 'pessimistic_write' } });
    return { failures: row.failures, lastFailureAt: row.lastFailureAt, lockedUntil: row.lockedUntil };
  }

  async save(key: string, record: AttemptRecord): Promise<void> {
    await this.rows.update({ key }, record);
  }

  async clear(key: string): Promise<void> {
    await this.rows.delete({ key });
  }

  async deleteQuietSince(cutoff: Date): Promise<number> {
    return (await this.rows.delete({ lastFailureAt: LessThan(cutoff) })).affected ?? 0;
  }
}
