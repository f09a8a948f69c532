import { ApiProperty } from '@nestjs/swagger';

const nullableNumber = { type: Number, nullable: true } as const;

export class PastDinnerReportDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  city: string;
  country: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The dinner city's time zone: its date is shown in it." }) time_zone: string;
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
  @ApiProperty({
    description: "How the success rate is counted, in the language of the request's Accept-Language header (English when it names none of ours).",
    example:
      'Share of paid couples of completed dinners who were seated in a group with a restaurant. Dinners the service cancelled are left out: their couples were refunded.',
  })
  success_rate_definition: string;
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

export class SeasonWeekDto {
  @ApiProperty({ example: '2026-03-02', description: 'Monday of the week.' }) week: string;
  @ApiProperty({ description: 'Pairs of couples who shared a table at the completed dinners of the week.' }) table_pairs: number;
  @ApiProperty({ description: 'Of those, the pairs who had already shared a table at an earlier dinner.' }) repeat_pairs: number;
  @ApiProperty({ ...nullableNumber, description: '0 to 1; null without table pairs.' }) repeat_pair_rate: number | null;
}

export class ScoreBandDto {
  @ApiProperty({ example: '70-79', description: 'A band of group compatibility scores (0-100).' }) band: string;
  min_score: number;
  max_score: number;
  @ApiProperty({ description: 'Couple-to-couple ratings given in groups of this band.' }) ratings: number;
  @ApiProperty({ ...nullableNumber, description: 'Their mean (1-5); null without ratings.' }) average_rating: number | null;
}

export class SeasonDto {
  @ApiProperty({ description: 'Pairs of couples who shared a table at the completed dinners.' }) table_pairs: number;
  @ApiProperty({ description: 'Of those, the pairs who had already shared a table at an earlier dinner.' }) repeat_pairs: number;
  @ApiProperty({ ...nullableNumber, description: '0 to 1: repeat pairs among table pairs; null without tables.' }) repeat_pair_rate: number | null;
  @ApiProperty({ description: 'Distinct pairs who shared a table and marked each other "see you again".' })
  mutual_see_you_again_pairs: number;
  @ApiProperty({ ...nullableNumber, description: '0 to 1: mutual pairs among the distinct pairs who shared a table; null without tables.' })
  mutual_see_you_again_share: number | null;
  @ApiProperty({ ...nullableNumber, description: 'Mean couple-to-couple rating (1-5) of the completed dinners.' }) average_couple_rating: number | null;
  @ApiProperty({ type: [SeasonWeekDto], description: 'New faces week by week, oldest first.' }) weeks: SeasonWeekDto[];
  @ApiProperty({ type: [ScoreBandDto], description: "Mean couple-to-couple rating by the group's compatibility score: does matching predict good evenings?" })
  rating_by_score: ScoreBandDto[];
}

export class CurrencyFiguresDto {
  @ApiProperty({ example: 'gbp', description: 'Lower-case ISO 4217: every amount of the row is in it.' }) currency: string;
  @ApiProperty({ example: 2, description: "The currency's decimals: fees_minor / 10^minor_digits is the amount." }) minor_digits: number;
  @ApiProperty({ description: 'Paid bookings of dinners with a fee in this currency.' }) paid_bookings: number;
  @ApiProperty({ example: 3900, description: "Their fees, in the currency's minor units." }) fees_minor: number;
}

export class AnalyticsDto {
  tiles: AnalyticsTilesDto;
  bookings_per_week: WeeklyBookingsDto[];
  @ApiProperty({ type: [WeeklyOutcomeDto], description: 'Completed dinners by week: success rate and average restaurant rating.' }) weeks: WeeklyOutcomeDto[];
  @ApiProperty({ type: [CompatibilityPointDto], description: 'Per completed dinner: average group compatibility against average restaurant rating.' })
  compatibility_vs_rating: CompatibilityPointDto[];
  @ApiProperty({ type: SeasonDto, description: 'The completed dinners as a season: new faces, "see you again", ratings against compatibility.' })
  season: SeasonDto;
  @ApiProperty({ type: [CurrencyFiguresDto], description: 'Money per currency, one row each: different currencies are never added together.' })
  money: CurrencyFiguresDto[];
}
