import { Injectable } from '@nestjs/common';
import { NewPendingPartner, PendingPartnerRepository } from '../../application/pending-partner.repository';
import { PendingPartner } from '../../domain/pending-partner';
import { PendingPartnerOrmEntity } from './pending-partner.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

const toDomain = ({ createdAt: _c, updatedAt: _u, ...partner }: PendingPartnerOrmEntity): PendingPartner => partner;

@Injectable()
export class TypeOrmPendingPartnerRepository extends PendingPartnerRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(PendingPartnerOrmEntity);
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

  async describe(id: string, description: Pick<PendingPartner, 'firstName' | 'dateOfBirth'>): Promise<void> {
    await this.rows.update({ id }, description);
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }
}
