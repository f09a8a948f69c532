import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsDefined, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim } from '../../../../platform/http/trim';
import { DINNER_STATUSES } from '../../domain/dinner-status';
import type { DinnerStatus } from '../../domain/dinner-status';
import { EVENT_SORTS } from '../../application/dinner-events/dinner-event-queries';
import type { EventSort, EventTiming } from '../../application/dinner-events/dinner-event-queries';
import { DEFAULT_CAPACITY, DINNER_FREQUENCIES, MIN_CAPACITY } from '../../domain/dinner-event-rules';

const REQUIRED = { message: 'Please fill in all required fields' };

/** The dinner event form (admin-side spec, section 5), plus the logistics fee (DECISIONS item 10). */
export class DinnerEventInputDto {
  @ApiProperty({ example: 'Dublin', description: 'A city of the country (section 5 table).' })
  @Transform(trim)
  @IsDefined(REQUIRED)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(100)
  city: string;

  @ApiProperty({ example: 'Ireland' })
  @Transform(trim)
  @IsDefined(REQUIRED)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(100)
  country: string;

  @ApiProperty({
    example: '2026-12-12T19:30:00+00:00',
    format: 'date-time',
    description: 'An instant (ISO 8601 with offset); must be in the future, and within two years.',
  })
  @IsDefined(REQUIRED)
  @IsDateString({ strict: true }, { message: 'The event date must be a date and time.' })
  event_date: string;

  @ApiProperty({ example: '2026-12-10T12:00:00+00:00', format: 'date-time', description: 'Strictly before the event date.' })
  @IsDefined(REQUIRED)
  @IsDateString({ strict: true }, { message: 'The booking deadline must be a date and time.' })
  booking_deadline: string;

  @ApiPropertyOptional({ example: 20, minimum: MIN_CAPACITY, default: DEFAULT_CAPACITY, description: 'In couples; never below the couples already booked.' })
  @IsOptional()
  @IsInt({ message: 'Capacity must be a whole number of couples.' })
  @Min(MIN_CAPACITY, { message: `Capacity must be at least ${MIN_CAPACITY} couples.` })
  @Max(10000, { message: 'Capacity cannot exceed 10000 couples.' })
  capacity?: number;

  @ApiPropertyOptional({ enum: DINNER_FREQUENCIES, default: 'monthly' })
  @IsOptional()
  @IsIn(DINNER_FREQUENCIES, { message: `Frequency must be one of ${DINNER_FREQUENCIES.join(', ')}.` })
  frequency?: (typeof DINNER_FREQUENCIES)[number];

  @ApiPropertyOptional({
    example: 15,
    minimum: 0,
    nullable: true,
    type: Number,
    description:
      "Logistics fee in the city's currency, in major units with the currency's decimals (17.5 is €17.50); at most 100,000 minor units (€1000, £1000). Absent or null: the latest event's fee.",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The logistics fee must be an amount of money.' })
  @Min(0, { message: 'The logistics fee cannot be negative.' })
  logistics_fee?: number | null;
  @ApiPropertyOptional({
    description:
      'On edit: the admin confirmed a change the couples will be told of (a revealed dinner moved to a new time). Without it such a change answers 409 DINNERS.CONFIRM_CHANGE.',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirm_changes must be true or false.' })
  confirm_changes?: boolean;
}

export class EligibilityDto {
  allowed: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The tooltip when not allowed, e.g. 'Cannot edit past dinner events'." }) reason: string | null;
}

/** A dinner event as the admin manages it. */
export class AdminDinnerEventDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'Same as id.' }) dinner_id: string;
  city: string;
  country: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The event city's time zone: dates are shown in it." }) time_zone: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ format: 'date-time' }) booking_deadline: string;
  @ApiProperty({ description: 'In couples.' }) capacity: number;
  @ApiProperty({ description: 'Couples holding or having paid a spot.' }) booked_couples: number;
  @ApiProperty({ description: 'Same as booked_couples.' }) booked_count: number;
  @ApiProperty({ description: 'Confirmed or attended bookings.' }) paid_bookings: number;
  @ApiProperty({ enum: DINNER_FREQUENCIES }) frequency: string;
  @ApiProperty({ enum: DINNER_STATUSES }) status: string;
  is_active: boolean;
  @ApiProperty({ description: "In the city's currency (`currency`), in major units: 17.5 is €17.50." }) logistics_fee: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the event city's currency." }) currency: string;
  can_edit: EligibilityDto;
  can_delete: EligibilityDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class DinnerCityDto {
  city: string;
  @ApiProperty({ example: 'Europe/Dublin' }) time_zone: string;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code: the city's dinners are charged in it." }) currency: string;
  @ApiProperty({
    example: 1500,
    description: "A new event's fee there, in the currency's minor units: the latest fee in that currency, else the city's default.",
  })
  default_fee_minor: number;
}

export class DinnerLocationDto {
  country: string;
  cities: DinnerCityDto[];
}

export class AdminDinnerEventsQueryDto {
  @ApiPropertyOptional({
    enum: ['upcoming', 'past'],
    default: 'upcoming',
    description: 'Upcoming: event date ahead, soonest first. Past: the rest, latest first.',
  })
  @IsOptional()
  @IsIn(['upcoming', 'past'])
  when?: EventTiming;
  @ApiPropertyOptional({ description: 'Part of the city or country; case and accents ignored.', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
  @ApiPropertyOptional({ example: 'Dublin', description: "Only this city's events (the city's name, as in the cities table).", maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;
  @ApiPropertyOptional({ enum: DINNER_STATUSES, description: 'Only events in this status.' })
  @IsOptional()
  @IsIn(DINNER_STATUSES, { message: `status must be one of: ${DINNER_STATUSES.join(', ')}` })
  status?: DinnerStatus;
  @ApiPropertyOptional({ enum: EVENT_SORTS, default: 'event_date' })
  @IsOptional()
  @IsIn(EVENT_SORTS, { message: `sort must be one of: ${EVENT_SORTS.join(', ')}` })
  sort?: EventSort;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], description: 'Default: upcoming soonest first, past latest first.' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1_000_000 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
}

export class AdminDinnerEventsDto {
  @ApiProperty({ type: [AdminDinnerEventDto], description: 'One page of the upcoming events (soonest first) or the past ones (latest first).' })
  events: AdminDinnerEventDto[];
  page: number;
  page_size: number;
  @ApiProperty({ description: 'Upcoming events, all pages.' }) upcoming_total: number;
  @ApiProperty({ description: 'Past events, all pages.' }) past_total: number;
  @ApiProperty({
    example: 15,
    description: "A new event's logistics fee, in the launch city's currency: the latest event's. Each city's own default is in `locations`.",
  })
  default_logistics_fee: number;
  @ApiProperty({ type: [DinnerLocationDto], description: 'The countries and cities events can be held in.' }) locations: DinnerLocationDto[];
}

export class AdminDinnerEventResultDto {
  success: boolean;
  message: string;
  event: AdminDinnerEventDto;
}

export class AdminMessageDto {
  success: boolean;
  message: string;
}

export class DinnerCancellationDto extends AdminMessageDto {
  @ApiProperty({ description: 'Paid bookings whose fee is being refunded.' }) refunded_bookings: number;
  @ApiProperty({ description: 'Couples told by email.' }) notified_couples: number;
}

/** Upcoming-dinner list entry (admin-side spec, section 3). */
/** `?city=` of the admin's dinner lists (issue 49). */
export class AdminDinnerCityQueryDto {
  @ApiPropertyOptional({ example: 'Dublin', description: "Only this city's dinners (the city's name, as in the cities table).", maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;
}

export class UpcomingDinnerDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  city: string;
  country: string;
  time_zone: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ format: 'date-time' }) booking_deadline: string;
  booked_couples: number;
  capacity: number;
  @ApiProperty({ enum: DINNER_STATUSES }) status: string;
}

export class UpcomingDinnersDto {
  @ApiProperty({ type: [UpcomingDinnerDto], description: 'Soonest first.' }) dinners: UpcomingDinnerDto[];
}

/** A historical row: the upcoming fields plus how matching went. */
export class DinnerWithMatchesDto extends UpcomingDinnerDto {
  @ApiProperty({ description: 'Couples with a paid booking.' }) total_couples_processed: number;
  matched_groups: number;
  unmatched_couples: number;
}

export class DinnersWithMatchesDto {
  @ApiProperty({ type: [DinnerWithMatchesDto], description: 'Dinners past their booking deadline, latest first.' }) dinners: DinnerWithMatchesDto[];
}

/** Dinner for management list entry (admin-side spec, section 3). */
export class DinnerForManagementDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  city: string;
  country: string;
  time_zone: string;
  @ApiProperty({ enum: DINNER_STATUSES }) status: string;
}

export class DinnersForManagementDto {
  @ApiProperty({ type: [DinnerForManagementDto], description: 'Dinners past their booking deadline, latest first.' }) dinners: DinnerForManagementDto[];
}

/** A dinner still ahead that needs an admin: the dashboard's "Needs you" panel. */
export class DinnerNeedingAdminsDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  city: string;
  country: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The event city's time zone: dates are shown in it." }) time_zone: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ description: 'Minutes left until the dinner starts, by the service clock.' }) minutes_left: number;
  @ApiProperty({ description: 'Paid couples in no group.' }) unseated_couples: number;
  @ApiProperty({ description: 'Groups with couples but no restaurant and table.' }) groups_without_restaurant: number;
  @ApiProperty({ description: 'Tables their restaurant declined.' }) tables_declined: number;
  @ApiProperty({ description: 'Tables their restaurant has not answered yet.' }) tables_unanswered: number;
  @ApiProperty({
    description: 'Tables at a restaurant an admin deactivated: their couples are refunded at the start unless the group gets another restaurant.',
  })
  tables_at_deactivated_restaurants: number;
  @ApiProperty({ type: [String], example: ['2 paid couples without a group'], description: 'What is missing, one line each.' }) missing: string[];
}

export class DinnersNeedingAdminsDto {
  @ApiProperty({ type: [DinnerNeedingAdminsDto], description: 'Dinners past their booking deadline and still ahead that lack something, soonest first.' })
  dinners: DinnerNeedingAdminsDto[];
}
