import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Wizard data saved on leaving step 1; removed when that email completes the signup. */
@Entity('partial_signups')
@Index('uq_partial_signups_email', ['email'], { unique: true })
export class PartialSignupOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ type: 'jsonb' }) data: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
