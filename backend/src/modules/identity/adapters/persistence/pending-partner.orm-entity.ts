import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The partner as described at signup, until their own user exists (one per couple). */
@Entity('pending_partners')
@Index('uq_pending_partners_couple', ['coupleId'], { unique: true })
export class PendingPartnerOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'invited_by_user_id', type: 'uuid' }) invitedByUserId: string;
  @Column({ name: 'first_name', type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 320, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) gender: string | null;
  @Column({ name: 'gender_other', type: 'varchar', length: 100, nullable: true }) genderOther: string | null;
  @Column({ name: 'date_of_birth', type: 'date', nullable: true }) dateOfBirth: string | null;
  @Column({ name: 'invitation_sent_at', type: 'timestamptz', nullable: true }) invitationSentAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
