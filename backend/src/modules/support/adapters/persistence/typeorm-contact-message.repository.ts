import { Injectable } from '@nestjs/common';
import { ContactMessageRepository } from '../../application/contact-message.repository';
import { ContactMessage } from '../../domain/contact-message';
import { ContactMessageOrmEntity } from './contact-message.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmContactMessageRepository extends ContactMessageRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(ContactMessageOrmEntity);
  }

  async add(message: Omit<ContactMessage, 'id'>): Promise<ContactMessage> {
    const row = await this.rows.save(this.rows.create(message));
    return { ...message, id: row.id };
  }
}
