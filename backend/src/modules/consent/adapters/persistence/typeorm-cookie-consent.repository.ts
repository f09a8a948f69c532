import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CookieConsentRepository } from '../../application/cookie-consent.repository';
import { CookieConsentRecord } from '../../domain/cookie-consent';
import { CookieConsentRecordOrmEntity } from './cookie-consent-record.orm-entity';

@Injectable()
export class TypeOrmCookieConsentRepository extends CookieConsentRepository {
  constructor(@InjectRepository(CookieConsentRecordOrmEntity) private readonly rows: Repository<CookieConsentRecordOrmEntity>) {
    super();
  }

  async add(record: Omit<CookieConsentRecord, 'id'>): Promise<CookieConsentRecord> {
    const row = await this.rows.save(this.rows.create(record));
    return { ...record, id: row.id };
  }
}
