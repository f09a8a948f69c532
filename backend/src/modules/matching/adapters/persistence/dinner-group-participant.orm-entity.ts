import { Column, CreateDateColumn, Entity, Index, ManyToOne, JoinColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DinnerGroupOrmEntity } from './dinner-group.orm-entity';

/** A couple placed in a dinner group. A couple sits in at most one group per dinner. */
@Entity('dinner_group_participants')
@Index('uq_dinner_group_participants_dinner_couple', ['dinnerId', 'coupleId'], { unique: true })
@Index('idx_dinner_group_participants_group', ['groupId'])
export class DinnerGroupParticipantOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'group_id', type: 'uuid' }) groupId: string;
  @ManyToOne(() => DinnerGroupOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: DinnerGroupOrmEntity;
  /** Repeated from the group so the one-group-per-dinner rule is a unique index. */
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'booking_id', type: 'uuid', nullable: true }) bookingId: string | null;
  /** 'invited' is displayed as 'Confirmed Participants'. */
  @Column({ name: 'participation_status', type: 'varchar', length: 20, default: 'invited' }) participationStatus: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
