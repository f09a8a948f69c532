import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A partner restaurant: every field of the admin-side spec, plus its tables per dinner night. */
@Entity('restaurants')
export class RestaurantOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'varchar', length: 500 }) address: string;
  @Column({ type: 'varchar', length: 100 }) city: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) website: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) description: string | null;
  @Column({ name: 'cuisine_types', type: 'text', array: true, default: '{}' }) cuisineTypes: string[];
  /** '€€', '€€€' or '€€€€'. */
  @Column({ name: 'price_range', type: 'varchar', length: 8 }) priceRange: string;
  @Column({ name: 'dietary_accommodations', type: 'text', array: true, default: '{}' }) dietaryAccommodations: string[];
  @Column({ name: 'dining_vibe_tags', type: 'text', array: true, default: '{}' }) diningVibeTags: string[];
  @Column({
    name: 'avg_rating',
    type: 'numeric',
    precision: 2,
    scale: 1,
    default: 0,
    transformer: { to: (value: number) => value, from: (value: string | null) => Number(value ?? 0) },
  })
  avgRating: number;
  /** People, not couples (2-50, default 8). */
  @Column({ name: 'max_party_size', type: 'integer', default: 8 }) maxPartySize: number;
  /** How many group tables the restaurant offers on one dinner night. */
  @Column({ name: 'tables_per_night', type: 'integer', default: 3 }) tablesPerNight: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
