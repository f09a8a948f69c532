import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Provider events already applied, by id: a replayed webhook finds its id here and changes nothing. */
@Entity('payment_events')
export class PaymentEventOrmEntity {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255 }) eventId: string;
  @Column({ type: 'varchar', length: 100 }) type: string;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
}
