import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Request counters per client and route, shared by every instance. */
@Entity('rate_limits')
@Index('idx_rate_limits_expires', ['expiresAt'])
export class RateLimitOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 }) key: string;
  @Column({ type: 'integer' }) hits: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
}
