import type { RecordedOverride } from '../../domain/group-rules';
import type { Icebreakers } from '../../domain/icebreakers';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A group of couples formed for one dinner, with its restaurant and table once assigned. */
@Entity('dinner_groups')
@Index('idx_dinner_groups_dinner', ['dinnerId'])
export class DinnerGroupOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @Column({ name: 'restaurant_id', type: 'uuid', nullable: true }) restaurantId: string | null;
  @Column({ name: 'table_number', type: 'integer', nullable: true }) tableNumber: number | null;
  /** 0-100. */
  @Column({ name: 'compatibility_score', type: 'integer', nullable: true }) compatibilityScore: number | null;
  @Column({ type: 'varchar', length: 40, default: 'matched' }) status: string;
  /** gemini_ai, rules_based, manual or manual_admin. */
  @Column({ name: 'matching_algorithm', type: 'varchar', length: 20, default: 'rules_based' }) matchingAlgorithm: string;
  @Column({ name: 'match_reasoning', type: 'text', nullable: true }) matchReasoning: string | null;
  /** The matching run that formed the group; null for groups an admin created. */
  @Column({ name: 'run_id', type: 'uuid', nullable: true }) runId: string | null;
  /** When an admin last changed the group: a new run then refuses to replace it unless forced. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true }) editedAt: Date | null;
  /** Hard rules an admin chose to break for this group, with who and when. */
  @Column({ name: 'rule_overrides', type: 'jsonb', default: () => "'[]'" }) ruleOverrides: RecordedOverride[];
  /** The conversation starters written at the reveal (issue 22): { items, source }. */
  @Column({ type: 'jsonb', nullable: true }) icebreakers: Icebreakers | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
