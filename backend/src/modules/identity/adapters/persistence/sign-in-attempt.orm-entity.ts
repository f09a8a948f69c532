import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Failed password sign-ins per account (`account:<email>`) and per client (`client:<ip>`). */
@Entity('sign_in_attempts')
@Index('idx_sign_in_attempts_last_failure', ['lastFailureAt'])
export class SignInAttemptOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 }) key: string;
  @Column({ type: 'integer' }) failures: number;
  @Column({ name: 'last_failure_at', type: 'timestamptz', nullable: true }) lastFailureAt: Date | null;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil: Date | null;
}
