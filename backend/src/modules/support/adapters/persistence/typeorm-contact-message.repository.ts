import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactMessageRepository } from '../../application/contact-message.repository';
import { ContactMessage } from '../../domain/contact-message';
import { ContactMessageOrmEntity } from './contact-message.orm-entity';

@Injectable()
export class TypeOrmContactMessageRepository extends ContactMessageRepository {
  constructor(@InjectRepository(ContactMessageOrmEntity) private readonly rows: Repository<ContactMessageOrmEntity>) {
    super();
  }

  async add(message: Omit<ContactMessage, 'id'>): Promise<ContactMessage> {
    const row = await this.rows.save(this.rows.create(message));
    return { ...message, id: row.id };
  }
}
