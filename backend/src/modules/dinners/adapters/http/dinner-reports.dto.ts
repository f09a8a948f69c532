import { ApiProperty } from '@nestjs/swagger';

const nullableNumber = { type: Number, nullable: true } as const;

export class PastDinnerReportDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  city: string;
  country: string;
  @ApiProperty({ format: 'date-time' }) event_date: Date;
  status: string;
  capacity: number;
  @ApiProperty({ description: 'Couples with a confirmed or attended booking.' }) booked_couples: number;
  @ApiProperty({ description: 'Couples seated in a group.' }) matched_couples: number;
  groups: number;
  groups_with_restaurant: number;
  @ApiProperty({ description: 'Couples whose booking was marked attended.' }) attended_couples: number;
  @ApiProperty({ ...nullableNumber, description: 'Mean overall rating of its reviews (1-5).' }) average_rating: number | null;
  @ApiProperty({ ...nullableNumber, description: 'Mean restaurant rating of its reviews (1-5).' }) average_restaurant_rating: number | null;
  reviews: number;
  @ApiProperty({ ...nullableNumber, description: 'Mean compatibility of its groups (0-100).' }) average_compatibility: number | null;
}

export class DinnerHistoryDto {
  dinners: PastDinnerReportDto[];
}

export class AnalyticsTilesDto {
  total_events: number;
  @ApiProperty({ description: 'Couple members who signed in within the last 30 days.' }) active_users: number;
  @ApiProperty({ ...nullableNumber, description: '0 to 1; null before any paid couple of a completed dinner.' }) success_rate: number | null;
  @ApiProperty({ example: 'Share of paid couples of completed dinners who were seated in a group with a restaurant.' }) success_rate_definition: string;
  @ApiProperty({ ...nullableNumber, description: 'Mean restaurant rating of all reviews (1-5).' }) avg_rating: number | null;
}

export class WeeklyBookingsDto {
  @ApiProperty({ example: '2026-03-02', description: 'Monday of the week.' }) week: string;
  bookings: number;
}

export class WeeklyOutcomeDto {
  @ApiProperty({ example: '2026-03-02' }) week: string;
  @ApiProperty(nullableNumber) success_rate: number | null;
  @ApiProperty(nullableNumber) average_rating: number | null;
}

export class CompatibilityPointDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  week: string;
  @ApiProperty({ description: '0-100.' }) average_compatibility: number;
  @ApiProperty({ description: '1-5.' }) average_rating: number;
}

export class AnalyticsDto {
  tiles: AnalyticsTilesDto;
  bookings_per_week: WeeklyBookingsDto[];
  @ApiProperty({ type: [WeeklyOutcomeDto], description: 'Completed dinners by week: success rate and average restaurant rating.' }) weeks: WeeklyOutcomeDto[];
  @ApiProperty({ type: [CompatibilityPointDto], description: 'Per completed dinner: average group compatibility against average restaurant rating.' })
  compatibility_vs_rating: CompatibilityPointDto[];
}
