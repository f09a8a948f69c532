import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { CoupleOrmEntity } from './couple.orm-entity';

/** The shared profile of a couple, one row per couple; lists are text arrays of option values. */
@Entity('couple_profiles')
export class CoupleProfileOrmEntity {
  @PrimaryColumn({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @OneToOne(() => CoupleOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'couple_id' })
  couple?: CoupleOrmEntity;
  @Column({ name: 'bringing_to_tablemates', type: 'text', array: true, default: () => "'{}'" }) bringingToTablemates: string[];
  @Column({ name: 'life_stage_preference', type: 'varchar', length: 100, nullable: true }) lifeStagePreference: string | null;
  @Column({ name: 'dining_frequency', type: 'varchar', length: 100 }) diningFrequency: string;
  @Column({ name: 'restaurant_price_preference', type: 'text', array: true, default: () => "'{}'" }) restaurantPricePreference: string[];
  @Column({ type: 'varchar', length: 100 }) city: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ name: 'cuisine_types', type: 'text', array: true, default: () => "'{}'" }) cuisineTypes: string[];
  @Column({ name: 'dietary_restrictions', type: 'text', array: true, default: () => "'{}'" }) dietaryRestrictions: string[];
  @Column({ name: 'other_dietary_restrictions', type: 'text', nullable: true }) otherDietaryRestrictions: string | null;
  @Column({ name: 'dining_vibe', type: 'text', array: true, default: () => "'{}'" }) diningVibe: string[];
  @Column({ name: 'ideal_social_outing', type: 'text', array: true, default: () => "'{}'" }) idealSocialOuting: string[];
  @Column({ name: 'social_age_preference', type: 'varchar', length: 100 }) socialAgePreference: string;
  @Column({ name: 'diverse_couples_preference', type: 'text', array: true, default: () => "'{}'" }) diverseCouplesPreference: string[];
  @Column({ name: 'travel_destinations', type: 'text', array: true, default: () => "'{}'" }) travelDestinations: string[];
  @Column({ name: 'planning_style', type: 'varchar', length: 100 }) planningStyle: string;
  @Column({ name: 'communication_style', type: 'varchar', length: 100 }) communicationStyle: string;
  /** Named by the admin-side spec; not asked in the wizard. */
  @Column({ name: 'social_energy_preference', type: 'varchar', length: 100, nullable: true }) socialEnergyPreference: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
