import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A dinner event in a city: the unit couples book. */
@Entity('dinner_events')
@Index('idx_dinner_events_city_date', ['city', 'country', 'eventDate'])
@Check('ck_dinner_events_capacity', 'capacity >= 4')
@Check('ck_dinner_events_fee', 'logistics_fee_cents >= 0')
export class DinnerEventOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 100 }) city: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ name: 'event_date', type: 'timestamptz' }) eventDate: Date;
  @Column({ name: 'booking_deadline', type: 'timestamptz' }) bookingDeadline: Date;
  /** In couples. */
  @Column({ type: 'integer', default: 20 }) capacity: number;
  /** weekly, monthly, quarterly or one-time. */
  @Column({ type: 'varchar', length: 20, default: 'monthly' }) frequency: string;
  @Column({ type: 'varchar', length: 40, default: 'accepting_bookings' }) status: string;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @Column({ name: 'logistics_fee_cents', type: 'integer', default: 0 }) logisticsFeeCents: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) notes: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
