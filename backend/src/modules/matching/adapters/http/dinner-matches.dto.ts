import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ICEBREAKER_SOURCES } from '../../domain/icebreakers';

export class CoupleProfileDto {
  life_stage_preference: string | null;
  social_age_preference: string | null;
  communication_style: string | null;
  planning_style: string | null;
  restaurant_price_preference: string[];
  cuisine_types: string[];
  dietary_restrictions: string[];
  dining_vibe: string[];
  ideal_social_outing: string[];
  diverse_couples_preference: string[];
  dining_frequency: string | null;
  city: string;
  country: string;
}

export class PersonDto {
  first_name: string;
  last_name: string | null;
  email: string;
  location: string | null;
  @ApiProperty({ nullable: true, type: String, example: '1990-05-01' }) date_of_birth: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Years on the dinner date; null when the birth date is missing or invalid.' }) age: number | null;
  gender: string | null;
}

/** A couple on the match screens (admin-side spec, section 3: participant couple). */
export class ParticipantCoupleDto {
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  users: PersonDto[];
  user_one: PersonDto | null;
  user_two: PersonDto | null;
  @ApiProperty({ example: 'invited', description: "'invited' is displayed as 'Confirmed Participants'." }) participation_status: string;
  profile: CoupleProfileDto | null;
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ format: 'date-time' }) booking_date: string;
}

export class UnmatchedCoupleDto extends ParticipantCoupleDto {
  @ApiProperty({
    description:
      "Why the couple is not in a group, in the language of the request's Accept-Language header (English when it names none of ours); a reason recorded before reasons were kept as data stays in English.",
  })
  reason: string;
}

export class MatchRestaurantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  @ApiProperty({ example: '€€€' }) price_range: string;
  @ApiProperty({ example: 4.5 }) avg_rating: number;
  cuisine_types: string[];
  dietary_accommodations: string[];
  dining_vibe_tags: string[];
  max_party_size: number;
  tables_per_night: number;
  is_active: boolean;
}

const RULES = [
  'group_size',
  'different_city',
  'age_preference',
  'couple_type_preference',
  'no_restaurant',
  'reported_pair',
  'past_rating',
  'repeat_pair',
  'party_size',
  'restaurant_fit',
];
const CONSEQUENCES = ['restaurant_unassigned', 'below_minimum', 'group_deleted', 'couple_unmatched'];

export class RuleOverrideDto {
  @ApiProperty({ enum: [...RULES, ...CONSEQUENCES], description: 'The rule broken, or what the change did to a seat, that the admin confirmed.' }) rule: string;
  @ApiProperty({ description: 'The break or consequence in words, recorded in English whatever language the admin read it in.' }) message: string;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: 'The group it concerns (null: a group the change created).' }) group_id?:
    string | null;
  @ApiProperty({ format: 'uuid' }) by_user_id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

/** A matched group (admin-side spec, section 3). */
export class MatchedGroupDto {
  @ApiProperty({ format: 'uuid' }) match_id: string;
  @ApiProperty({ format: 'uuid' }) group_id: string;
  participants: ParticipantCoupleDto[];
  @ApiProperty({ minimum: 0, maximum: 100, nullable: true, type: Number }) compatibility_score: number | null;
  @ApiProperty({ enum: ['matched', 'restaurant_assigned'] }) status: string;
  @ApiProperty({ enum: ['gemini_ai', 'rules_based', 'manual', 'manual_admin'] }) matching_algorithm: string;
  match_reasoning: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) restaurant_id: string | null;
  restaurant: MatchRestaurantDto | null;
  table_number: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When an admin last changed the group.' }) edited_at: string | null;
  @ApiProperty({ type: [RuleOverrideDto], description: 'Hard rules an admin chose to break for this group.' }) rule_overrides: RuleOverrideDto[];
  @ApiProperty({ type: [String], description: "The group's conversation starters, written at the reveal; empty before." }) icebreakers: string[];
  @ApiProperty({
    enum: ICEBREAKER_SOURCES,
    nullable: true,
    type: String,
    description: 'Who wrote the starters: gemini_ai or the curated deck; null before the reveal.',
  })
  icebreakers_source: string | null;
}

/** Admin summary (admin-side spec, section 3). */
export class AdminSummaryDto {
  total_bookings: number;
  matched_couples: number;
  unmatched_couples: number;
  groups_with_restaurants: number;
  groups_without_restaurants: number;
}

export class MatchDinnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  city: string;
  country: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ format: 'date-time' }) booking_deadline: string;
  capacity: number;
  status: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The IANA time zone of the dinner's city: dates are shown in it." }) time_zone: string;
}

export class DinnerMatchesDto {
  dinner: MatchDinnerDto;
  matches: MatchedGroupDto[];
  @ApiProperty({ type: [ParticipantCoupleDto], description: 'Every couple with a paid booking.' }) booked_couples: ParticipantCoupleDto[];
  summary: AdminSummaryDto;
}

export class UnmatchedCouplesDto {
  unmatched_couples: UnmatchedCoupleDto[];
}

export class RestaurantCriteriaDto {
  cuisine_types: string[];
  @ApiProperty({ type: [String], description: 'The acceptable price ranges.' }) price_range: string[];
  dietary_accommodations: string[];
  atmosphere: string[];
}

export class UnassignedGroupDto {
  @ApiProperty({ format: 'uuid' }) group_id: string;
  @ApiProperty({ description: 'Couples.' }) group_size: number;
  @ApiProperty({ description: 'People.' }) party_size: number;
  participants: ParticipantCoupleDto[];
  restaurant_criteria: RestaurantCriteriaDto;
  @ApiProperty({
    description: "Why the group has no restaurant, in the language of the request's Accept-Language header (English when it names none of ours).",
  })
  reason: string;
}

export class UnassignedGroupsDto {
  unassigned_groups: UnassignedGroupDto[];
}

export class FactorScoreDto {
  @ApiProperty({ example: 'cuisine' }) factor: string;
  weight: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) similarity: number;
  @ApiProperty({ description: "This factor's share of the 0-100 score." }) points: number;
}

export class PairAnalysisDto {
  other_couple: ParticipantCoupleDto;
  @ApiProperty({ minimum: 0, maximum: 100 }) compatibility_score: number;
  compatibility_reasoning: string;
  breakdown: FactorScoreDto[];
  reasons: string[];
}

export class CoupleAnalysisDto {
  couple: ParticipantCoupleDto;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) group_id: string | null;
  @ApiProperty({ type: [PairAnalysisDto], description: 'With each tablemate; for an unmatched couple, with its three best-suited couples.' })
  pairs: PairAnalysisDto[];
}

export class OverrideField {
  @ApiPropertyOptional({
    description: 'Make the change even though it breaks hard rules; every broken rule and consequence is then recorded on the changed groups.',
  })
  @IsOptional()
  @IsBoolean()
  override?: boolean;
  @ApiPropertyOptional({
    description:
      "The admin confirmed a change the couples will be told of (a revealed dinner's groups). Without it such a change answers 409 MATCHING.CONFIRM_CHANGE, saying who will be told.",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirm_changes must be true or false.' })
  confirm_changes?: boolean;
}

export class PreviewMoveCoupleDto {
  @ApiProperty({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid' }) @IsUUID() coupleId: string;
  @ApiProperty({ example: 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c', format: 'uuid' }) @IsUUID() fromGroupId: string;
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid' }) @IsUUID() toGroupId: string;
}

export class MoveCoupleDto extends IntersectionType(PreviewMoveCoupleDto, OverrideField) {}

export class PreviewCoupleInGroupDto {
  @ApiProperty({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid' }) @IsUUID() coupleId: string;
  @ApiProperty({ example: 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c', format: 'uuid' }) @IsUUID() groupId: string;
}

export class CoupleInGroupDto extends IntersectionType(PreviewCoupleInGroupDto, OverrideField) {}

export class CreateGroupDto extends OverrideField {
  @ApiProperty({
    example: ['9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c'],
    type: [String],
    format: 'uuid',
  })
  @IsArray()
  @ArrayMinSize(1)
  @IsUUID('all', { each: true })
  coupleIds: string[];
}

export class GroupRuleBreakDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The group that would break it (null: a group the change creates).' }) group_id:
    string | null;
  @ApiProperty({ enum: RULES }) rule: string;
  @ApiProperty({
    example: 'Couple-type preference: Ann & Bob (c41d9e27) and Cat & Dan (e7a3b5c9) rule each other out by their couple-type preference.',
    description: "In the language of the request's Accept-Language header (English when it names none of ours).",
  })
  message: string;
}

export class GroupConsequenceDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The group it concerns (null: a group the change creates).' }) group_id:
    string | null;
  @ApiProperty({ enum: CONSEQUENCES }) kind: string;
  @ApiProperty({
    example: 'Group 9b2f6c1e loses Chez Nous, table 2 and needs a restaurant again.',
    description: "In the language of the request's Accept-Language header (English when it names none of ours).",
  })
  message: string;
}

export class GroupScoreChangeDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The group (null: a group the change creates).' }) group_id: string | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    minimum: 0,
    maximum: 100,
    example: 62,
    description: 'Its compatibility score now, 0 to 100 (null: a group the change creates).',
  })
  before: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    minimum: 0,
    maximum: 100,
    example: 71,
    description: 'Its compatibility score after the change, 0 to 100 (null: the change deletes the group).',
  })
  after: number | null;
}

/** What a change to the groups would break and do; the same lists come with a 409 MATCHING.RULE_BROKEN. */
export class GroupChangePreviewDto {
  @ApiProperty({ description: 'True when the change breaks a hard rule: it is made only with `override: true`, which records every break and consequence.' })
  needs_override: boolean;
  @ApiProperty({ type: [GroupRuleBreakDto], description: 'Every hard rule the change would break, in every group it changes.' }) breaks: GroupRuleBreakDto[];
  @ApiProperty({ type: [GroupConsequenceDto], description: 'What the change does to tables, restaurants and couples.' }) consequences: GroupConsequenceDto[];
  @ApiPropertyOptional({
    type: [GroupScoreChangeDto],
    description: "Each changed group's compatibility score now and after the change (previews only; not in a 409).",
  })
  scores?: GroupScoreChangeDto[];
}

export class GroupChangeResultDto {
  success: boolean;
  @ApiProperty({ description: "What was done, in the language of the request's Accept-Language header (English when it names none of ours)." })
  message: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The new group (create).' }) group_id?: string;
}

export class DinnerMatchAssignmentDto {
  @ApiPropertyOptional({
    example: 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c',
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'Omit (or null) to clear the restaurant and table.',
  })
  @IsOptional()
  @IsUUID()
  restaurant_id?: string | null;
  @ApiPropertyOptional({ example: 2, nullable: true, type: Number, description: 'Omit to take the first free table of the restaurant.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  table_number?: number | null;
  @ApiPropertyOptional({
    description:
      "The admin confirmed a change the couples will be told of (a revealed dinner's restaurant or table). Without it such a change answers 409 MATCHING.CONFIRM_CHANGE, saying who will be told.",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirm_changes must be true or false.' })
  confirm_changes?: boolean;
}

export class RestaurantOptionDto {
  @ApiProperty({ format: 'uuid' }) restaurant_id: string;
  name: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "Why it cannot take the group, naming the rule, in the language of the request's Accept-Language header (English when it names none of ours); null when it can.",
  })
  unavailable_reason: string | null;
  free_tables: number[];
  @ApiProperty({ minimum: 0, maximum: 100 }) fit: number;
}

export class RestaurantOptionsDto {
  options: RestaurantOptionDto[];
}

export class RestaurantSuggestionDto {
  @ApiProperty({ format: 'uuid' }) suggestedRestaurantId: string;
  restaurant_name: string;
  table_number: number;
  @ApiProperty({ enum: ['gemini_ai', 'rules_based'], description: 'gemini_ai when the AI chose, rules_based when the fit score did.' }) source: string;
  reasoning: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the AI was asked but not followed.' }) fallback_reason: string | null;
}

export class DinnerAssignmentDto {
  @ApiProperty({ format: 'uuid' }) match_id: string;
  participants: ParticipantCoupleDto[];
  restaurant: MatchRestaurantDto | null;
  table_number: number | null;
}

export class DinnerAssignmentsDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  assignments: DinnerAssignmentDto[];
}
