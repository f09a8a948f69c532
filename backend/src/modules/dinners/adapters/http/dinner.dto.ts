import { ApiProperty } from '@nestjs/swagger';
import { DINNER_STATUSES } from '../../domain/dinner-status';
import { REVEAL_TIMINGS } from '../../domain/reveal-policy';
import type { RevealTiming } from '../../domain/reveal-policy';

/** What a couple is told of its reveal (issue 51), in the DTOs of dinners and bookings. */
export const REVEAL_TIMING_TEXT =
  'When the couples learn the restaurant and their fellow diners. day_before: 24 hours before the dinner (reveal_at). after_close: a short-notice dinner (its booking deadline inside those 24 hours): as soon as the table is set, right after bookings close (booking_deadline). when_seated: both times passed: as soon as the table is set.';

export class BookingWindowDto {
  @ApiProperty({ enum: ['open', 'urgent', 'expired'], description: 'urgent: under 24 hours to the booking deadline.' }) state: 'open' | 'urgent' | 'expired';
  @ApiProperty({ description: 'Whole hours left to the booking deadline, rounded down; 0 under an hour and once expired.' }) hours_left: number;
}

/** A dinner event as couples and admins read it. */
export class DinnerDto {
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid' }) id: string;
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid', description: 'Same as id.' }) dinner_id: string;
  @ApiProperty({ example: 'Dublin' }) city: string;
  @ApiProperty({ example: 'Ireland' }) country: string;
  @ApiProperty({ example: '2026-12-12T19:30:00.000Z', format: 'date-time' }) event_date: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The IANA time zone of the dinner's city: every time of the dinner is shown in it." })
  time_zone: string;
  @ApiProperty({ example: '2026-12-10T12:00:00.000Z', format: 'date-time' }) booking_deadline: string;
  @ApiProperty({ example: 20, description: 'In couples.' }) capacity: number;
  @ApiProperty({ example: 12, description: 'Couples holding or having paid a spot.' }) booked_couples: number;
  @ApiProperty({ example: 8 }) available_spots: number;
  @ApiProperty({ example: 15, description: "Logistics fee in the dinner's currency, major units." }) logistics_fee: number;
  @ApiProperty({ example: 1500, description: "Logistics fee in the currency's minor units (cents, pence)." }) logistics_fee_cents: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the dinner's currency: the fee is in it." }) currency: string;
  @ApiProperty({ enum: ['weekly', 'monthly', 'quarterly', 'one-time'] }) frequency: string;
  @ApiProperty({ enum: DINNER_STATUSES }) status: string;
  is_active: boolean;
  booking_window: BookingWindowDto;
  @ApiProperty({ enum: REVEAL_TIMINGS, description: REVEAL_TIMING_TEXT }) reveal_timing: RevealTiming;
}

export class DinnerEventsDto {
  events: DinnerDto[];
}

export class DinnerSlotDto {
  @ApiProperty({ format: 'uuid', description: 'The dinner id.' }) id: string;
  @ApiProperty({ example: '2026-12-04', description: 'Local date in the dinner city (its time zone).' }) date: string;
  @ApiProperty({ example: '19:30', description: 'Local time.' }) time: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The IANA time zone of the dinner's city: every time of the dinner is shown in it." })
  time_zone: string;
  city: string;
  country: string;
  availableSpots: number;
  @ApiProperty({ description: "Logistics fee in the dinner's currency, major units." }) logistics_fee: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the dinner's currency: the fee is in it." }) currency: string;
  @ApiProperty({ format: 'date-time' }) booking_deadline: string;
  booking_window: BookingWindowDto;
}

export class DinnerSlotsDto {
  slots: DinnerSlotDto[];
}

export class PublishedDinnerSlotDto extends DinnerSlotDto {
  @ApiProperty({ format: 'date-time', description: 'The event date as stored.' }) originalDate: string;
  @ApiProperty({ enum: DINNER_STATUSES }) status: string;
  @ApiProperty({ nullable: true, type: String, description: 'Admin notes.' }) notes: string | null;
  capacity: number;
}

export class PublishedDinnerSlotsDto {
  slots: PublishedDinnerSlotDto[];
}
