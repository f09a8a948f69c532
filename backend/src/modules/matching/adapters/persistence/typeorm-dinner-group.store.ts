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

  async summaries(dinnerIds: readonly string[]): Promise<Map<string, { groups: number; seatedCouples: number }>> {
    if (dinnerIds.length === 0) return new Map();
    const rows: { dinner_id: string; groups: number; seated: number }[] = await this.db.manager.query(
      `SELECT g.dinner_id, count(DISTINCT g.id)::int AS groups, count(p.couple_id)::int AS seated
         FROM dinner_groups g LEFT JOIN dinner_group_participants p ON p.group_id = g.id
        WHERE g.dinner_id = ANY($1::uuid[]) GROUP BY g.dinner_id`,
      [dinnerIds],
    );
    return new Map(rows.map((row) => [row.dinner_id, { groups: row.groups, seatedCouples: row.seated }]));
  }

  async dinnersSeatedAt(restaurantId: string): Promise<string[]> {
    const rows = await this.db.repository(DinnerGroupOrmEntity).find({ where: { restaurantId }, select: { dinnerId: true } });
    return rows.map((row) => row.dinnerId);
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
