import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows; `expire` is fixed at creation (absolute lifetime). */
@Entity('sessions')
@Index('idx_sessions_expire', ['expire'])
@Index('idx_sessions_user', ['userId'])
export class SessionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 }) sid: string;
  @Column({ type: 'jsonb' }) sess: Record<string, unknown>;
  @Column({ type: 'timestamptz' }) expire: Date;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
}
