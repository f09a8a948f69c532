import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConfirmationKind, ConfirmationPayload } from '../../domain/consent-confirmation';

/** A public form's request waiting for its mailed link (double opt-in); at most one open request per list and address. */
@Entity('consent_confirmations')
@Index('uq_consent_confirmations_token', ['tokenHash'], { unique: true })
@Index('uq_consent_confirmations_open', ['kind', 'email'], { unique: true, where: `used_at IS NULL` })
@Index('idx_consent_confirmations_expires_at', ['expiresAt'])
export class ConsentConfirmationOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 20 }) kind: ConfirmationKind;
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ type: 'jsonb', default: {} }) payload: ConfirmationPayload;
  /** sha256 of the link's token; the token itself is only in the mail. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 }) tokenHash: string;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
}
