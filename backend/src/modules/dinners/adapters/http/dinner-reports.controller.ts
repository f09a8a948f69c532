import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';

import { DinnerReports } from '../../application/dinner-events/dinner-reports';
import { AnalyticsDto, DinnerHistoryDto } from './dinner-reports.dto';
import { cityOfFilter, CityFilterQueryDto } from '../../../../platform/http/city-filter.dto';
import { minorDigitsOf } from '../../../../kernel/money';
import { timeZoneOf } from '../../domain/dinner-cities';
import { dinnersMessages } from '../../application/dinners-messages';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';
import type { Language } from '../../../../kernel/languages';

/** The admin's Historical Dinners and Analytics pages. Admins only. */
@ApiTags('admin')
@AdminPermission('analytics:read')
@Controller('admin/reports')
export class DinnerReportsController {
  constructor(private readonly reports: DinnerReports) {}

  @Get('history')
  @ApiOperation({
    summary: 'Dinner history',
    description: 'Past dinners, latest first: couples booked, matched and attending, groups, average ratings and compatibility.',
  })
  @ApiOkResponse({ type: DinnerHistoryDto, description: 'The past dinners with their figures.' })
  async dinnerHistory(): Promise<DinnerHistoryDto> {
    const dinners = await this.reports.history();
    return {
      dinners: dinners.map((dinner) => ({
        dinner_id: dinner.id,
        city: dinner.city,
        country: dinner.country,
        time_zone: timeZoneOf(dinner.city, dinner.country),
        event_date: dinner.eventDate,
        status: dinner.status,
        capacity: dinner.capacity,
        booked_couples: dinner.paidCoupleIds.length,
        matched_couples: dinner.matchedCouples,
        groups: dinner.groups,
        groups_with_restaurant: dinner.groupsWithRestaurant,
        attended_couples: dinner.attendedCouples,
        average_rating: dinner.averageRating,
        average_restaurant_rating: dinner.averageRestaurantRating,
        reviews: dinner.reviews,
        average_compatibility: dinner.averageCompatibility,
      })),
    };
  }

  @Get('analytics')
  @ApiOperation({
    summary: 'Analytics',
    description:
      'The four analytics tiles (Total Events, Active Users, Success Rate, Avg Rating), their series over time, the season: repeat pairs, mutual "see you again" and couple ratings by compatibility, and the fees per currency. `city` narrows the dinner figures to one city (Active Users stays the whole service).',
  })
  @ApiOkResponse({ type: AnalyticsDto, description: 'The tiles and their series.' })
  async analytics(@Query() query: CityFilterQueryDto, @ReaderLanguage() language: Language): Promise<AnalyticsDto> {
    const figures = await this.reports.analytics(cityOfFilter(query));
    return {
      tiles: {
        total_events: figures.totalEvents,
        active_users: figures.activeUsers,
        success_rate: figures.successRate,
        success_rate_definition: dinnersMessages.in(language)('dinners.report.successRateDefinition'),
        avg_rating: figures.averageRating,
      },
      bookings_per_week: figures.bookingsPerWeek,
      weeks: figures.weeks.map((week) => ({ week: week.week, success_rate: week.successRate, average_rating: week.averageRating })),
      compatibility_vs_rating: figures.compatibilityVsRating.map((point) => ({
        dinner_id: point.dinnerId,
        week: point.week,
        average_compatibility: point.averageCompatibility,
        average_rating: point.averageRating,
      })),
      season: {
        table_pairs: figures.season.tablePairs,
        repeat_pairs: figures.season.repeatPairs,
        repeat_pair_rate: figures.season.repeatPairRate,
        mutual_see_you_again_pairs: figures.season.mutualPairs,
        mutual_see_you_again_share: figures.season.mutualShare,
        average_couple_rating: figures.season.averageCoupleRating,
        weeks: figures.season.weeks.map((week) => ({
          week: week.week,
          table_pairs: week.tablePairs,
          repeat_pairs: week.repeatPairs,
          repeat_pair_rate: week.repeatPairRate,
        })),
        rating_by_score: figures.season.ratingByScore.map((band) => ({
          band: band.band,
          min_score: band.minScore,
          max_score: band.maxScore,
          ratings: band.ratings,
          average_rating: band.averageRating,
        })),
      },
      money: figures.money.map((row) => ({
        currency: row.currency,
        minor_digits: minorDigitsOf(row.currency),
        paid_bookings: row.paidBookings,
        fees_minor: row.feesMinor,
      })),
    };
  }
}
