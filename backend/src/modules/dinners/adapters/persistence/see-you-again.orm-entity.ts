import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A couple's private wish to meet another couple of its table again, per dinner they shared. */
@Entity('see_you_again_marks')
@Index('uq_see_you_again_marks', ['dinnerId', 'coupleId', 'markedCoupleId'], { unique: true })
@Index('idx_see_you_again_marks_marked', ['markedCoupleId'])
export class SeeYouAgainMarkOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'marked_couple_id', type: 'uuid' }) markedCoupleId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** What one member lets a mutual couple see of their own contact details. */
@Entity('see_you_again_contact_grants')
@Index('idx_see_you_again_grants_other', ['otherCoupleId'])
export class SeeYouAgainContactGrantOrmEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @PrimaryColumn({ name: 'other_couple_id', type: 'uuid' }) otherCoupleId: string;
  /** The granting member's couple: the grants of a couple are read and erased together. */
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'share_email', type: 'boolean', default: false }) shareEmail: boolean;
  @Column({ name: 'share_phone', type: 'boolean', default: false }) sharePhone: boolean;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** A couple's wish to be seated again with a mutual couple when both book the same dinner. */
@Entity('see_you_again_seatings')
@Index('idx_see_you_again_seatings_other', ['otherCoupleId'])
export class SeeYouAgainSeatingOrmEntity {
  @PrimaryColumn({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @PrimaryColumn({ name: 'other_couple_id', type: 'uuid' }) otherCoupleId: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
