import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In, IsNull, Not } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import {
  DinnerGroupSeat,
  DinnerGroupStore,
  GroupDraft,
  MatchSummary,
  NewDinnerGroup,
  StoredGroup,
  TakenTable,
  UnmatchedReason,
} from '../../application/dinner-group-store';
import type { UnmatchedFacts } from '../../application/unmatched-wording';
import { Icebreakers } from '../../domain/icebreakers';
import { MatchingAlgorithm } from '../../domain/matching-algorithm';
import { DinnerGroupOrmEntity } from './dinner-group.orm-entity';
import { DinnerGroupParticipantOrmEntity } from './dinner-group-participant.orm-entity';
import { UnmatchedCoupleOrmEntity } from './unmatched-couple.orm-entity';
import { raw, sql } from '../../../../platform/database/sql';
import { unnestInsert } from '../../../../platform/database/unnest-insert';

type GroupRow = Omit<StoredGroup, 'participants'>;
type SeatRow = StoredGroup['participants'][number] & { groupId: string };

/** A stored group's columns under StoredGroup's names. */
const GROUP_COLUMNS = raw(
  `id, dinner_id AS "dinnerId", restaurant_id AS "restaurantId", table_number AS "tableNumber", compatibility_score AS "compatibilityScore",
   status, matching_algorithm AS "matchingAlgorithm", match_reasoning AS "matchReasoning", run_id AS "runId", edited_at AS "editedAt",
   rule_overrides AS "ruleOverrides", icebreakers, created_at AS "createdAt"`,
);

@Injectable()
export class TypeOrmDinnerGroupStore extends DinnerGroupStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get groups() {
    return this.db.repository(DinnerGroupOrmEntity);
  }

  private get participants() {
    return this.db.repository(DinnerGroupParticipantOrmEntity);
  }

  async findSeats(coupleId: string, dinnerIds: readonly string[]): Promise<Map<string, DinnerGroupSeat>> {
    if (dinnerIds.length === 0) return new Map();
    const seats = await this.db.rows<DinnerGroupSeat>(
      sql`SELECT g.id AS "groupId", g.dinner_id AS "dinnerId", g.restaurant_id AS "restaurantId", g.table_number AS "tableNumber", g.icebreakers,
              array_agg(p.couple_id ORDER BY p.created_at, p.id) AS "coupleIds"
         FROM dinner_group_participants own
         JOIN dinner_groups g ON g.id = own.group_id
         JOIN dinner_group_participants p ON p.group_id = g.id
        WHERE own.couple_id = ${coupleId} AND own.dinner_id = ANY(${dinnerIds}::uuid[])
        GROUP BY g.id`,
    );
    return new Map(seats.map((seat) => [seat.dinnerId, seat]));
  }

  async create(group: NewDinnerGroup): Promise<string> {
    const [id] = await this.insertGroups([
      { ...group, matchingAlgorithm: group.matchingAlgorithm as MatchingAlgorithm, runId: null, editedAt: null, ruleOverrides: [] },
    ]);
    return id;
  }

  async summaries(dinnerIds: readonly string[]): Promise<Map<string, MatchSummary>> {
    if (dinnerIds.length === 0) return new Map();
    const rows = await this.db.rows<{ dinner_id: string; groups: number; seated: number }>(
      sql`SELECT g.dinner_id, count(DISTINCT g.id)::int AS groups, count(p.couple_id)::int AS seated
         FROM dinner_groups g LEFT JOIN dinner_group_participants p ON p.group_id = g.id
        WHERE g.dinner_id = ANY(${dinnerIds}::uuid[]) GROUP BY g.dinner_id`,
    );
    return new Map(rows.map((row) => [row.dinner_id, { groups: row.groups, seatedCouples: row.seated }]));
  }

  async dinnersSeatedAt(restaurantId: string): Promise<string[]> {
    const rows = await this.groups.find({ where: { restaurantId }, select: { dinnerId: true } });
    return rows.map((row) => row.dinnerId);
  }

  async dinnersSeating(coupleId: string): Promise<string[]> {
    const rows = await this.db.rows<{ dinner_id: string }>(sql`SELECT DISTINCT dinner_id FROM dinner_group_participants WHERE couple_id = ${coupleId}`);
    return rows.map((row) => row.dinner_id);
  }

  async removeSeat(groupId: string, coupleId: string): Promise<void> {
    await this.participants.delete({ groupId, coupleId });
  }

  async lockDinner(dinnerId: string): Promise<void> {
    await this.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext('dinner-groups:' || ${dinnerId}))`);
  }

  async listGroups(dinnerId: string): Promise<StoredGroup[]> {
    return this.withParticipants(
      await this.db.rows<GroupRow>(sql`SELECT ${GROUP_COLUMNS} FROM dinner_groups WHERE dinner_id = ${dinnerId} ORDER BY created_at, id`),
    );
  }

  async findGroup(groupId: string): Promise<StoredGroup | null> {
    const [group] = await this.withParticipants(await this.db.rows<GroupRow>(sql`SELECT ${GROUP_COLUMNS} FROM dinner_groups WHERE id = ${groupId}`));
    return group ?? null;
  }

  async insertGroups(drafts: GroupDraft[]): Promise<string[]> {
    if (drafts.length === 0) return [];
    const groups = drafts.map((draft) => ({ ...draft, id: randomUUID() }));
    await this.db.rows(
      unnestInsert('dinner_groups', groups, [
        { name: 'id', type: 'uuid', value: (g) => g.id },
        { name: 'dinner_id', type: 'uuid', value: (g) => g.dinnerId },
        { name: 'restaurant_id', type: 'uuid', value: (g) => g.restaurantId },
        { name: 'table_number', type: 'integer', value: (g) => g.tableNumber },
        { name: 'compatibility_score', type: 'integer', value: (g) => g.compatibilityScore },
        { name: 'status', type: 'varchar', value: (g) => statusOf(g.restaurantId) },
        { name: 'matching_algorithm', type: 'varchar', value: (g) => g.matchingAlgorithm },
        { name: 'match_reasoning', type: 'text', value: (g) => g.matchReasoning },
        { name: 'run_id', type: 'uuid', value: (g) => g.runId },
        { name: 'edited_at', type: 'timestamptz', value: (g) => g.editedAt },
        { name: 'rule_overrides', type: 'jsonb', value: (g) => JSON.stringify(g.ruleOverrides) },
      ]),
    );
    const seats = groups.flatMap((group) => group.participants.map((p) => ({ ...p, groupId: group.id, dinnerId: group.dinnerId })));
    await this.db.rows(
      unnestInsert('dinner_group_participants', seats, [
        { name: 'group_id', type: 'uuid', value: (seat) => seat.groupId },
        { name: 'dinner_id', type: 'uuid', value: (seat) => seat.dinnerId },
        { name: 'couple_id', type: 'uuid', value: (seat) => seat.coupleId },
        { name: 'booking_id', type: 'uuid', value: (seat) => seat.bookingId },
      ]),
    );
    return groups.map((group) => group.id);
  }

  async saveGroup(group: StoredGroup): Promise<void> {
    await this.groups.update(
      { id: group.id },
      {
        restaurantId: group.restaurantId,
        tableNumber: group.tableNumber,
        compatibilityScore: group.compatibilityScore,
        status: statusOf(group.restaurantId),
        matchingAlgorithm: group.matchingAlgorithm,
        matchReasoning: group.matchReasoning,
        editedAt: group.editedAt,
        ruleOverrides: group.ruleOverrides,
      },
    );
    const current = await this.participants.find({ where: { groupId: group.id } });
    const wanted = new Set(group.participants.map((p) => p.coupleId));
    const gone = current.filter((row) => !wanted.has(row.coupleId)).map((row) => row.id);
    if (gone.length) await this.participants.delete({ id: In(gone) });
    const present = new Set(current.map((row) => row.coupleId));
    const added = group.participants.filter((p) => !present.has(p.coupleId));
    if (added.length) {
      await this.participants.insert(
        added.map((p) => ({
          groupId: group.id,
          dinnerId: group.dinnerId,
          coupleId: p.coupleId,
          bookingId: p.bookingId,
          participationStatus: p.participationStatus,
        })),
      );
    }
  }

  async deleteGroups(groupIds: string[]): Promise<void> {
    if (groupIds.length) await this.groups.delete({ id: In(groupIds) });
  }

  async setIcebreakersOnce(groupId: string, icebreakers: Icebreakers): Promise<Icebreakers | null> {
    // One statement: the update only touches a group without starters, and the subquery reads the row as it was, so two reveals racing keep the first write.
    const [row] = await this.db.rows<{ icebreakers: Icebreakers | null }>(
      sql`WITH written AS (UPDATE dinner_groups SET icebreakers = ${JSON.stringify(icebreakers)}::jsonb WHERE id = ${groupId} AND icebreakers IS NULL RETURNING icebreakers)
       SELECT coalesce((SELECT icebreakers FROM written), (SELECT icebreakers FROM dinner_groups WHERE id = ${groupId})) AS icebreakers`,
    );
    return row?.icebreakers ?? null;
  }

  async takenTables(dinnerIds: string[]): Promise<TakenTable[]> {
    if (dinnerIds.length === 0) return [];
    const rows = await this.groups.find({
      select: { id: true, dinnerId: true, restaurantId: true, tableNumber: true },
      where: { dinnerId: In(dinnerIds), restaurantId: Not(IsNull()) },
    });
    return rows.map((row) => ({ groupId: row.id, dinnerId: row.dinnerId, restaurantId: row.restaurantId!, tableNumber: row.tableNumber ?? 0 }));
  }

  async unmatchedReasons(dinnerId: string): Promise<UnmatchedReason[]> {
    const rows = await this.db.repository(UnmatchedCoupleOrmEntity).find({ where: { dinnerId } });
    return rows.map((row) => ({ coupleId: row.coupleId, reason: row.reason, facts: row.reasonFacts, notifiedAt: row.notifiedAt }));
  }

  async replaceUnmatchedReasons(dinnerId: string, reasons: UnmatchedReason[]): Promise<void> {
    const repository = this.db.repository(UnmatchedCoupleOrmEntity);
    await repository.delete({ dinnerId });
    if (reasons.length === 0) return;
    await this.db.rows(
      unnestInsert('matching_unmatched_couples', reasons, [
        { name: 'dinner_id', type: 'uuid', value: () => dinnerId },
        { name: 'couple_id', type: 'uuid', value: (r) => r.coupleId },
        { name: 'reason', type: 'text', value: (r) => r.reason },
        { name: 'reason_facts', type: 'jsonb', value: (r) => (r.facts ? JSON.stringify(r.facts) : null) },
        { name: 'notified_at', type: 'timestamptz', value: (r) => r.notifiedAt },
      ]),
    );
  }

  async setUnmatchedReason(dinnerId: string, coupleId: string, reason: string, facts: UnmatchedFacts): Promise<void> {
    await this.db.rows(
      sql`INSERT INTO matching_unmatched_couples (dinner_id, couple_id, reason, reason_facts) VALUES (${dinnerId}, ${coupleId}, ${reason}, ${JSON.stringify(facts)}::jsonb)
       ON CONFLICT (dinner_id, couple_id) DO UPDATE SET reason = EXCLUDED.reason, reason_facts = EXCLUDED.reason_facts`,
    );
  }

  async clearUnmatchedReasons(dinnerId: string, coupleIds: string[]): Promise<void> {
    if (coupleIds.length) await this.db.repository(UnmatchedCoupleOrmEntity).delete({ dinnerId, coupleId: In(coupleIds) });
  }

  /** Plain SQL: a run's groups are hundreds with thousands of seats, and TypeORM's hydration of them held the event loop. */
  private async withParticipants(rows: GroupRow[]): Promise<StoredGroup[]> {
    if (rows.length === 0) return [];
    const seats = await this.db.rows<SeatRow>(
      sql`SELECT group_id AS "groupId", couple_id AS "coupleId", booking_id AS "bookingId", participation_status AS "participationStatus"
            FROM dinner_group_participants WHERE group_id = ANY(${rows.map((row) => row.id)}::uuid[]) ORDER BY created_at, id`,
    );
    const byGroup = new Map<string, StoredGroup['participants']>();
    for (const { groupId, ...seat } of seats) {
      const participants = byGroup.get(groupId) ?? [];
      participants.push(seat);
      byGroup.set(groupId, participants);
    }
    return rows.map((row) => ({ ...row, ruleOverrides: row.ruleOverrides ?? [], participants: byGroup.get(row.id) ?? [] }));
  }
}

function statusOf(restaurantId: string | null): string {
  return restaurantId ? 'restaurant_assigned' : 'matched';
}
