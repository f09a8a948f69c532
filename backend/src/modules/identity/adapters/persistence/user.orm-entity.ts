import type { Language } from '../../../../kernel/languages';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Every field of the admin user record (admin-side spec section 3). */
@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
@Index('idx_users_couple', ['coupleId'])
/** Trigram index over tm_fold(names and email), made by migration SupportLookupAndAudit: TypeORM cannot describe it. */
@Index('idx_users_search_trgm', { synchronize: false })
export class UserOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Stored lower-cased; compared case-insensitively. */
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ name: 'password_hash', type: 'varchar', length: 100, nullable: true }) passwordHash: string | null;
  @Column({ name: 'first_name', type: 'varchar', length: 100 }) firstName: string;
  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true }) lastName: string | null;
  @Column({ type: 'varchar', length: 20, default: 'primary' }) role: 'primary' | 'partner' | 'admin';
  @Column({ name: 'is_admin', type: 'boolean', default: false }) isAdmin: boolean;
  /** The admin's role (see domain/admin-access.ts); null for members. */
  @Column({ name: 'admin_role', type: 'varchar', length: 20, nullable: true }) adminRole: string | null;
  /** The cities a city manager acts for. */
  @Column({ name: 'admin_cities', type: 'varchar', length: 100, array: true, default: () => "'{}'" }) adminCities: string[];
  /** The admin's TOTP secret, from the start of enrolment, sealed (TotpSecretCipher: AES-256-GCM under a key derived from SESSION_SECRET). */
  @Column({ name: 'totp_secret', type: 'varchar', length: 200, nullable: true }) totpSecret: string | null;
  /** The last TOTP time step (30-second periods since 1970) a code was accepted for: a code of it or an earlier one is refused (no replay). */
  @Column({ name: 'totp_last_step', type: 'integer', nullable: true }) totpLastStep: number | null;
  /** Set once the first code proved the authenticator app holds the secret: from then on sign-in asks for a code. */
  @Column({ name: 'totp_confirmed_at', type: 'timestamptz', nullable: true }) totpConfirmedAt: Date | null;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  @Column({ type: 'varchar', length: 100, nullable: true }) industry: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) location: string | null;
  @Column({ name: 'phone_number', type: 'varchar', length: 40, nullable: true }) phoneNumber: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) nationality: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) gender: string | null;
  @Column({ name: 'gender_other', type: 'varchar', length: 100, nullable: true }) genderOther: string | null;
  @Column({ name: 'date_of_birth', type: 'date', nullable: true }) dateOfBirth: string | null;
  @Column({ name: 'signup_status', type: 'varchar', length: 20, default: 'complete' }) signupStatus: string;
  @Column({ name: 'accepted_terms', type: 'boolean', default: false }) acceptedTerms: boolean;
  @Column({ name: 'accepted_privacy_policy', type: 'boolean', default: false }) acceptedPrivacyPolicy: boolean;
  /** Optional dinner mails (the teaser and the review request); the member may turn them off in settings. */
  @Column({ name: 'dinner_reminders', type: 'boolean', default: true }) dinnerReminders: boolean;
  /** The language the member chose (kernel/languages.ts); null: their couple's city's default. */
  @Column({ type: 'varchar', length: 5, nullable: true }) language: Language | null;
  /** Sign-in emails the member changed away from: their mails are erased with the account. */
  @Column({ name: 'previous_emails', type: 'varchar', length: 320, array: true, default: () => "'{}'" }) previousEmails: string[];
  @Column({ name: 'contact_consent', type: 'boolean', default: false }) contactConsent: boolean;
  /** When the member ticked the marketing opt-in at sign-up, while the address waits for its proof: recorded as consent then, and cleared. */
  @Column({ name: 'marketing_opt_in_requested_at', type: 'timestamptz', nullable: true }) marketingOptInRequestedAt: Date | null;
  @Column({ name: 'couple_id', type: 'uuid', nullable: true }) coupleId: string | null;
  @Column({ name: 'invited_by_user_id', type: 'uuid', nullable: true }) invitedByUserId: string | null;
  @Column({ name: 'invitation_expires_at', type: 'timestamptz', nullable: true }) invitationExpiresAt: Date | null;
  /** Set when a session is started for the user (analytics: Active Users). */
  @Column({ name: 'last_signed_in_at', type: 'timestamptz', nullable: true }) lastSignedInAt: Date | null;
  @Column({ name: 'firebase_uid', type: 'varchar', length: 128, nullable: true }) firebaseUid: string | null;
  @Column({ name: 'replit_id', type: 'varchar', length: 128, nullable: true }) replitId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
