import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/**
 * A couple on a full dinner's standby list. The partial unique index keeps one active entry
 * per couple and dinner, even when both partners press Join at once.
 */
@Entity('dinner_standby')
@Index('uq_dinner_standby_active_couple', ['dinnerId', 'coupleId'], { unique: true, where: `status IN ('waiting', 'offered')` })
@Index('idx_dinner_standby_couple', ['coupleId'])
export class DinnerStandbyOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  /** waiting, offered, booked, lapsed, left or closed. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ name: 'joined_at', type: 'timestamptz' }) joinedAt: Date;
  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true }) offeredAt: Date | null;
  /** The hold offered to the couple. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true }) bookingId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
