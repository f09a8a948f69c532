import { Injectable } from '@nestjs/common';
import { DinnerGroupSeat, DinnerGroupStore, NewDinnerGroup } from '../../application/dinner-group-store';
import { DinnerGroupOrmEntity } from './dinner-group.orm-entity';
import { DinnerGroupParticipantOrmEntity } from './dinner-group-participant.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmDinnerGroupStore extends DinnerGroupStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async findSeat(dinnerId: string, coupleId: string): Promise<DinnerGroupSeat | null> {
    const participants = this.db.repository(DinnerGroupParticipantOrmEntity);
    const own = await participants.findOne({ where: { dinnerId, coupleId } });
    if (!own) return null;
    const group = await this.db.repository(DinnerGroupOrmEntity).findOneByOrFail({ id: own.groupId });
    const members = await participants.find({ where: { groupId: group.id }, order: { createdAt: 'ASC' } });
    return {
      groupId: group.id,
      dinnerId,
      restaurantId: group.restaurantId,
      tableNumber: group.tableNumber,
      coupleIds: members.map((member) => member.coupleId),
    };
  }

  async create(group: NewDinnerGroup): Promise<string> {
    const saved = await this.db.repository(DinnerGroupOrmEntity).save({
      dinnerId: group.dinnerId,
      restaurantId: group.restaurantId,
      tableNumber: group.tableNumber,
      compatibilityScore: group.compatibilityScore,
      matchingAlgorithm: group.matchingAlgorithm,
      matchReasoning: group.matchReasoning,
      status: group.restaurantId ? 'restaurant_assigned' : 'matched',
    });
    await this.db.repository(DinnerGroupParticipantOrmEntity).insert(
      group.participants.map((participant) => ({ groupId: saved.id, dinnerId: group.dinnerId, coupleId: participant.coupleId, bookingId: participant.bookingId })),
    );
    return saved.id;
  }
}
