import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A city Tablemates runs (or will run) dinners in: its zone, money and language (issue 49). */
@Entity('cities')
@Index('uq_cities_name_country', ['name', 'country'], { unique: true })
@Check('ck_cities_status', `status IN ('open', 'coming_soon', 'closed')`)
@Check('ck_cities_default_fee', 'default_fee_minor >= 0')
export class CityOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Dinner events and couple profiles name their city by name and country (the spec's fields). */
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ name: 'time_zone', type: 'varchar', length: 64 }) timeZone: string;
  /** ISO 4217, upper case. */
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'varchar', length: 35 }) language: string;
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ name: 'default_fee_minor', type: 'integer' }) defaultFeeMinor: number;
  /** The order cities are listed in: Dublin, the first, first. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
