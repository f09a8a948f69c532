import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * express-session rows, keyed by the SHA-256 of the session id; `expire` is fixed at creation
 * (absolute lifetime), `idle_expire` moves with activity (idle timeout).
 */
@Entity('sessions')
@Index('idx_sessions_expire', ['expire'])
@Index('idx_sessions_user', ['userId'])
export class SessionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 }) sid: string;
  @Column({ type: 'jsonb' }) sess: Record<string, unknown>;
  @Column({ type: 'timestamptz' }) expire: Date;
  @Column({ name: 'idle_expire', type: 'timestamptz' }) idleExpire: Date;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  /** When the session started (the sign-in), for the admin's list of sessions. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
