import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UnmatchedFacts } from '../../application/unmatched-wording';

/** Why the last run left a paid couple out of every group, and whether it was told. */
@Entity('matching_unmatched_couples')
@Index('uq_matching_unmatched_couples_dinner_couple', ['dinnerId', 'coupleId'], { unique: true })
export class UnmatchedCoupleOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  /** In English, as recorded. */
  @Column({ type: 'text' }) reason: string;
  /** The reason as facts, worded in each reader's language on read; null on rows recorded before they were kept. */
  @Column({ name: 'reason_facts', type: 'jsonb', nullable: true }) reasonFacts: UnmatchedFacts | null;
  /** When the 'not matched' mail was queued; a later run does not mail the couple again. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true }) notifiedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
