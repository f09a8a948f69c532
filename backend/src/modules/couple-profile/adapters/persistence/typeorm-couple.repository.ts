import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CoupleRepository } from '../../application/couple.repository';
import { StoredCouple } from '../../domain/couple';
import { CoupleProfile } from '../../domain/couple-profile';
import { CoupleOrmEntity } from './couple.orm-entity';
import { CoupleProfileOrmEntity } from './couple-profile.orm-entity';

function toDomain(couple: CoupleOrmEntity, row: CoupleProfileOrmEntity): StoredCouple {
  const { coupleId: _id, couple: _couple, socialEnergyPreference: _energy, createdAt: _created, updatedAt, ...profile } = row;
  return { id: couple.id, status: couple.status, profile, createdAt: couple.createdAt, updatedAt: updatedAt > couple.updatedAt ? updatedAt : couple.updatedAt };
}

@Injectable()
export class TypeOrmCoupleRepository extends CoupleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  create(profile: CoupleProfile): Promise<StoredCouple> {
    return this.dataSource.transaction(async (manager) => {
      const couple = await manager.save(manager.create(CoupleOrmEntity, {}));
      const row = await manager.save(manager.create(CoupleProfileOrmEntity, { ...profile, coupleId: couple.id, socialEnergyPreference: null }));
      return toDomain(couple, row);
    });
  }

  async findById(id: string): Promise<StoredCouple | null> {
    const row = await this.dataSource.getRepository(CoupleProfileOrmEntity).findOne({ where: { coupleId: id }, relations: { couple: true } });
    return row?.couple ? toDomain(row.couple, row) : null;
  }

  async locationOf(id: string): Promise<{ city: string; country: string } | null> {
    return this.dataSource.getRepository(CoupleProfileOrmEntity).findOne({ select: { city: true, country: true }, where: { coupleId: id } });
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.getRepository(CoupleOrmEntity).delete({ id });
  }
}
