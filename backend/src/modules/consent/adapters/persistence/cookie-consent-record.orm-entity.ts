import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Append-only history of cookie choices per anonymous browser id. */
@Entity('cookie_consent_records')
@Index('idx_cookie_consent_records_anonymous_id', ['anonymousId', 'recordedAt'])
export class CookieConsentRecordOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'anonymous_id', type: 'uuid' }) anonymousId: string;
  @Column({ type: 'boolean' }) necessary: boolean;
  @Column({ type: 'boolean' }) preferences: boolean;
  @Column({ type: 'boolean' }) analytics: boolean;
  @Column({ type: 'boolean' }) marketing: boolean;
  @Column({ name: 'policy_version', type: 'varchar', length: 40 }) policyVersion: string;
  @Column({ name: 'recorded_at', type: 'timestamptz' }) recordedAt: Date;
}
