import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/** One step a scheduled job took on a dinner: its kind and outcome (the step's fields, as JSON). */
@Entity('dinner_history')
@Index('idx_dinner_history_dinner_at', ['dinnerId', 'at'])
export class DinnerHistoryOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @Column({ type: 'timestamptz' }) at: Date;
  @Column({ type: 'varchar', length: 40 }) kind: string;
  @Column({ type: 'jsonb' }) detail: Record<string, unknown>;
}
