import { Injectable } from '@nestjs/common';
import { CookieConsentRepository } from '../../application/cookie-consent.repository';
import { CookieConsentRecord } from '../../domain/cookie-consent';
import { CookieConsentRecordOrmEntity } from './cookie-consent-record.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmCookieConsentRepository extends CookieConsentRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(CookieConsentRecordOrmEntity);
  }

  async add(record: Omit<CookieConsentRecord, 'id'>): Promise<CookieConsentRecord> {
    const row = await this.rows.save(this.rows.create(record));
    return { ...record, id: row.id };
  }
}
