import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TokenPurpose } from '../../domain/auth-token';

/** Single-use emailed tokens, stored as SHA-256 hashes only. */
@Entity('auth_tokens')
@Index('uq_auth_tokens_hash', ['tokenHash'], { unique: true })
@Index('idx_auth_tokens_subject', ['subjectId', 'purpose'])
export class AuthTokenOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 30 }) purpose: TokenPurpose;
  /** The user, or for a partner invitation the pending partner. */
  @Column({ name: 'subject_id', type: 'uuid' }) subjectId: string;
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ name: 'token_hash', type: 'char', length: 64 }) tokenHash: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true }) supersededAt: Date | null;
  @Column({ name: 'login_used_at', type: 'timestamptz', nullable: true }) loginUsedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
