import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Wizard data saved on leaving step 1; removed when that email completes the signup. */
@Entity('partial_signups')
@Index('uq_partial_signups_email', ['email'], { unique: true })
export class PartialSignupOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 320 }) email: string;
  /**
   * SHA-256 of the random token in the cookie of the browser that saved the row first; only
   * that browser may replace the data. Null for rows saved before the binding: no browser may.
   */
  @Column({ name: 'browser_token_hash', type: 'varchar', length: 64, nullable: true }) browserTokenHash: string | null;
  @Column({ type: 'jsonb' }) data: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
