import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An `Idempotency-Key` a caller sent with a POST, and the answer it got, kept 24 hours. */
@Entity('idempotency_keys')
@Index('idx_idempotency_keys_expires', ['expiresAt'])
export class IdempotencyKeyOrmEntity {
  /** `user:<id>` (a session) or `key:<id>` (an API key): keys are per caller. */
  @PrimaryColumn({ type: 'varchar', length: 60 }) caller: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) key: string;
  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  @Column({ name: 'request_hash', type: 'char', length: 64 }) requestHash: string;
  /** running, or done with the answer stored. */
  @Column({ type: 'varchar', length: 10 }) status: string;
  @Column({ name: 'response_status', type: 'int', nullable: true }) responseStatus: number | null;
  @Column({ name: 'response_body', type: 'jsonb', nullable: true }) responseBody: unknown;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
}
