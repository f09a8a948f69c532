import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An admin's note on a report: for the admins only. */
@Entity('safety_notes')
@Index('idx_safety_notes_report', ['reportId'])
export class SafetyNoteOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'report_id', type: 'uuid' }) reportId: string;
  @Column({ name: 'admin_id', type: 'uuid' }) adminId: string;
  @Column({ type: 'text' }) text: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
