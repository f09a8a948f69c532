import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/**
 * What a restaurant was last told about one of its tables on a dinner's night, and its
 * answer. No names: the details' fingerprint says whether they changed; the mail and the
 * restaurant's page read them afresh. group_id (the group last seated there) and
 * restaurant_id have no foreign key: groups belong to matching (a run again replaces
 * them), restaurants to the restaurants module.
 */
@Entity('restaurant_reservations')
@Index('uq_restaurant_reservations_table', ['dinnerId', 'restaurantId', 'tableNumber'], { unique: true })
export class RestaurantReservationOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @Column({ name: 'group_id', type: 'uuid' }) groupId: string;
  @Column({ name: 'restaurant_id', type: 'uuid' }) restaurantId: string;
  @Column({ name: 'table_number', type: 'integer' }) tableNumber: number;
  @Column({ name: 'party_size', type: 'integer' }) partySize: number;
  /** The dinner's time as the restaurant was last told it (a change of time names the old one); null before it was kept. */
  @Column({ name: 'event_date', type: 'timestamptz', nullable: true }) eventDate: Date | null;
  /** pending, confirmed, declined or cancelled. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ type: 'integer' }) revision: number;
  @Column({ type: 'varchar', length: 64 }) fingerprint: string;
  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true }) respondedAt: Date | null;
  @Column({ name: 'decline_reason', type: 'varchar', length: 500, nullable: true }) declineReason: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
