import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Small facts about this installation (e.g. when demo data was loaded). */
@Entity('app_meta')
export class AppMetaOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 }) key: string;
  @Column({ type: 'text' }) value: string;
}
