import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An integration's API key: its secret only as a SHA-256 hash, unique, so a call finds its key by one index lookup. */
@Entity('api_keys')
@Index('uq_api_keys_secret_hash', ['secretHash'], { unique: true })
export class ApiKeyOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 20 }) hint: string;
  @Column({ name: 'secret_hash', type: 'char', length: 64 }) secretHash: string;
  @Column({ type: 'varchar', array: true, length: 40 }) scopes: string[];
  /** null: every city. */
  @Column({ type: 'varchar', array: true, length: 100, nullable: true }) cities: string[] | null;
  @Column({ name: 'rate_limit_per_minute', type: 'int' }) rateLimitPerMinute: number;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Column({ name: 'last_used_address', type: 'varchar', length: 64, nullable: true }) lastUsedAddress: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** The admin who created it. */
  @Column({ name: 'created_by', type: 'uuid' }) createdBy: string;
}
