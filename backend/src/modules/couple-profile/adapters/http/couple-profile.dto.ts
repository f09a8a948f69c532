import { ApiProperty } from '@nestjs/swagger';
import { StoredCouple } from '../../domain/couple';
import {
  AGE_PREFERENCES,
  BUDGETS,
  COMMUNICATION_STYLES,
  COUPLE_TYPE_PREFERENCES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DINING_FREQUENCIES,
  DINING_VIBES,
  IDEAL_SOCIAL_OUTINGS,
  LIFE_STAGES,
  PLANNING_STYLES,
  REASONS_FOR_JOINING,
} from '../../domain/profile-options';

/** The couple's shared profile, with the admin-side field names. */
export class CoupleProfileDto {
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  @ApiProperty({ enum: ['active'] }) status: string;
  @ApiProperty({ isArray: true, enum: REASONS_FOR_JOINING, enumName: 'ReasonForJoining' }) bringing_to_tablemates: string[];
  @ApiProperty({ enum: LIFE_STAGES, enumName: 'LifeStage', nullable: true }) life_stage_preference: string | null;
  @ApiProperty({ enum: DINING_FREQUENCIES, enumName: 'DiningFrequency' }) dining_frequency: string;
  @ApiProperty({ isArray: true, enum: BUDGETS, enumName: 'Budget' }) restaurant_price_preference: string[];
  @ApiProperty({ example: 'Dublin' }) city: string;
  @ApiProperty({ example: 'Ireland' }) country: string;
  @ApiProperty({ isArray: true, enum: CUISINES, enumName: 'Cuisine' }) cuisine_types: string[];
  @ApiProperty({ isArray: true, enum: DIETARY_RESTRICTIONS, enumName: 'DietaryRestriction' }) dietary_restrictions: string[];
  other_dietary_restrictions: string | null;
  @ApiProperty({ isArray: true, enum: DINING_VIBES, enumName: 'DiningVibe' }) dining_vibe: string[];
  @ApiProperty({ isArray: true, enum: IDEAL_SOCIAL_OUTINGS, enumName: 'IdealSocialOuting' }) ideal_social_outing: string[];
  @ApiProperty({ enum: AGE_PREFERENCES, enumName: 'AgePreference' }) social_age_preference: string;
  @ApiProperty({ isArray: true, enum: COUPLE_TYPE_PREFERENCES, enumName: 'CoupleTypePreference' }) diverse_couples_preference: string[];
  travel_destinations: string[];
  @ApiProperty({ enum: PLANNING_STYLES, enumName: 'PlanningStyle' }) planning_style: string;
  @ApiProperty({ enum: COMMUNICATION_STYLES, enumName: 'CommunicationStyle' }) communication_style: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;

  static from(couple: StoredCouple): CoupleProfileDto {
    const { profile } = couple;
    return {
      couple_id: couple.id,
      status: couple.status,
      bringing_to_tablemates: profile.bringingToTablemates,
      life_stage_preference: profile.lifeStagePreference,
      dining_frequency: profile.diningFrequency,
      restaurant_price_preference: profile.restaurantPricePreference,
      city: profile.city,
      country: profile.country,
      cuisine_types: profile.cuisineTypes,
      dietary_restrictions: profile.dietaryRestrictions,
      other_dietary_restrictions: profile.otherDietaryRestrictions,
      dining_vibe: profile.diningVibe,
      ideal_social_outing: profile.idealSocialOuting,
      social_age_preference: profile.socialAgePreference,
      diverse_couples_preference: profile.diverseCouplesPreference,
      travel_destinations: profile.travelDestinations,
      planning_style: profile.planningStyle,
      communication_style: profile.communicationStyle,
      created_at: couple.createdAt.toISOString(),
      updated_at: couple.updatedAt.toISOString(),
    };
  }
}
