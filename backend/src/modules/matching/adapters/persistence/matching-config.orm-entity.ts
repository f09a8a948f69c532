import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A matching config parameter as the admin stored it: the value is text, read by its data type. */
@Entity('matching_config')
@Check('ck_matching_config_data_type', `data_type IN ('string', 'integer', 'decimal', 'boolean')`)
export class MatchingConfigOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'parameter_name', type: 'varchar', length: 255, unique: true }) parameterName: string;
  @Column({ name: 'parameter_value', type: 'text' }) parameterValue: string;
  @Column({ name: 'data_type', type: 'varchar', length: 10 }) dataType: string;
  @Column({ type: 'varchar', length: 1000, nullable: true }) description: string | null;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
