import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RecordedActionKind } from '../../domain/safety-policy';

/** What was done about a report, or to a couple directly (by an admin or a rule), with its reason, and the couple's one appeal of a suspension. */
@Entity('safety_actions')
@Index('idx_safety_actions_couple', ['coupleId', 'createdAt'])
@Index('idx_safety_actions_report', ['reportId'])
export class SafetyActionOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'report_id', type: 'uuid', nullable: true }) reportId: string | null;
  /** The couple concerned, whom the mail went to. */
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ type: 'varchar', length: 12 }) action: RecordedActionKind;
  @Column({ type: 'text' }) reason: string;
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true }) suspendedUntil: Date | null;
  @Column({ name: 'admin_id', type: 'uuid', nullable: true }) adminId: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'appeal_text', type: 'text', nullable: true }) appealText: string | null;
  @Column({ name: 'appealed_at', type: 'timestamptz', nullable: true }) appealedAt: Date | null;
}
