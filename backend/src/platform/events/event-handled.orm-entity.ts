import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event a subscriber handled, written in the transaction of the consequence itself: the
 * key makes a second handling impossible, whatever happens to the cursor.
 */
@Entity('event_handled')
export class EventHandledOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  subscriber: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'handled_at', type: 'timestamptz' })
  handledAt: Date;
}
