import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NewPendingPartner, PendingPartnerRepository } from '../../application/pending-partner.repository';
import { PendingPartner } from '../../domain/pending-partner';
import { PendingPartnerOrmEntity } from './pending-partner.orm-entity';

const toDomain = ({ createdAt: _c, updatedAt: _u, ...partner }: PendingPartnerOrmEntity): PendingPartner => partner;

@Injectable()
export class TypeOrmPendingPartnerRepository extends PendingPartnerRepository {
  constructor(@InjectRepository(PendingPartnerOrmEntity) private readonly rows: Repository<PendingPartnerOrmEntity>) {
    super();
  }

  async create(partner: NewPendingPartner): Promise<PendingPartner> {
    return toDomain(await this.rows.save(this.rows.create(partner)));
  }

  async findById(id: string): Promise<PendingPartner | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async findByCouple(coupleId: string): Promise<PendingPartner | null> {
    const row = await this.rows.findOneBy({ coupleId });
    return row ? toDomain(row) : null;
  }

  async recordInvitation(id: string, email: string, sentAt: Date): Promise<void> {
    await this.rows.update({ id }, { email, invitationSentAt: sentAt });
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }
}
