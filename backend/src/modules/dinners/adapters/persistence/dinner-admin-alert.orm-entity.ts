import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/** An alert the admins were sent about a dinner: one per threshold (hours before its start), never twice. */
@Entity('dinner_admin_alerts')
export class DinnerAdminAlertOrmEntity {
  @PrimaryColumn({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @PrimaryColumn({ name: 'hours_before', type: 'smallint' }) hoursBefore: number;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @Column({ name: 'alerted_at', type: 'timestamptz' }) alertedAt: Date;
}
