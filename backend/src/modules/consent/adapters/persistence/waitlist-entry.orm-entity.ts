import { Column, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One couple's place on a city's waitlist: email, city, join timestamp and consent record only. */
@Entity('waitlist_entries')
@Index('uq_waitlist_entries_email_city', ['email', 'city'], { unique: true })
@Index('uq_waitlist_entries_unsubscribe_token', ['unsubscribeTokenHash'], { unique: true })
export class WaitlistEntryOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Order of joining; positions are ranks over it, so gaps left by people leaving do not matter. */
  @Column({ type: 'integer' }) @Generated('increment') seq: number;
  @Column({ type: 'varchar', length: 320 }) email: string;
  /** The city's name in the cities table (issue 49); the launch city's list before cities were data. */
  @Column({ type: 'varchar', length: 100 }) city: string;
  @Column({ name: 'joined_at', type: 'timestamptz' }) joinedAt: Date;
  @Column({ name: 'consent_text', type: 'text' }) consentText: string;
  /** When the form asked; joined_at is when the mailed link confirmed it (double opt-in, issue 46). Null before double opt-in. */
  @Column({ name: 'confirmation_requested_at', type: 'timestamptz', nullable: true }) confirmationRequestedAt: Date | null;
  @Column({ name: 'unsubscribe_token_hash', type: 'varchar', length: 64 }) unsubscribeTokenHash: string;
}
